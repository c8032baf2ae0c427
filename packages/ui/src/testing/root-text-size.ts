/**
 * For stories: the page's text at `size` (a percentage of the browser's default, as a member's
 * 'Font size' setting gives), for the story's run only. Use as the story's `beforeEach`.
 */
export function rootTextSize(size: `${number}%`) {
  return () => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = size;
    return () => {
      root.style.fontSize = before;
    };
  };
}
