/**
 * A text matcher for one of our sentences with a name set apart inside it (`<bdi>`): the element
 * whose whole text is `text`, not its parts, nor the elements around it that hold more.
 */
export const sentence =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
