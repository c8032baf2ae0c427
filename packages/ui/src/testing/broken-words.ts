/**
 * The words of these elements' text that the browser broke across lines: each word is drawn on
 * one line unless it is longer than its box allows. Empty when every word is whole.
 *
 * It uses nothing but the page's own objects, so a Playwright test can hand it to the page as it
 * is (`locator.evaluateAll(brokenWords)`), as the stories call it in theirs.
 */
export function brokenWords(elements: readonly Element[]): string[] {
  const range = document.createRange();
  return elements.flatMap((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const broken: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (const match of text.data.matchAll(/\S+/g)) {
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}
