/**
 * Focuses `target` and brings `shown` (the box to be read with it, `target` itself by default)
 * into the window, clear of the bars kept over the page: when any of `shown` lies above the
 * window's top scroll padding, or `target` lies below its bottom one, `shown` is scrolled to
 * the top, where the browser keeps it below that padding.
 */
export function focusInView(target: HTMLElement, shown: HTMLElement = target): void {
  target.focus({ preventScroll: true });
  const root = getComputedStyle(document.documentElement);
  const clearTop = parseFloat(root.scrollPaddingTop) || 0;
  const clearBottom = window.innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
  if (
    shown.getBoundingClientRect().top < clearTop ||
    target.getBoundingClientRect().bottom > clearBottom
  ) {
    shown.scrollIntoView({ block: 'start' });
  }
}
