/** What a screen reader can read of `region`: its text outside parts hidden from it. */
export function heardText(region: Element): string {
  if (region.getAttribute('aria-hidden') === 'true') return '';
  if (region.children.length === 0) return region.textContent ?? '';
  return Array.from(region.childNodes)
    .map((node) => (node instanceof Element ? heardText(node) : (node.textContent ?? '')))
    .join('');
}

/**
 * What a screen reader could read of each region of `role` at the moment it arrived in
 * `container`, from now on, in the order they arrived. A live region that arrives with its words
 * already in it is often not read, so a region that should be heard arrives saying '' and its
 * words come into it afterwards.
 */
export function heardOnArrival(container: Element, role: string): string[] {
  const heard: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        // the region itself, or regions inside something added whole
        const regions = node.matches(`[role="${role}"]`)
          ? [node]
          : Array.from(node.querySelectorAll(`[role="${role}"]`));
        for (const region of regions) heard.push(heardText(region));
      }
  });
  observer.observe(container, { childList: true, subtree: true });
  return heard;
}
