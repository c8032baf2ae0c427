/**
 * Whether the page's title is still to come: a page named by what it reads (a group's name, a
 * challenge's) has only a generic title until the read answers. The page-change announcement
 * waits for the name rather than saying the generic title and never the page's own. One page is
 * on screen at a time, so one flag is enough.
 */
let pending = false;
const listeners = new Set<() => void>();

export function isTitlePending(): boolean {
  return pending;
}

export function setTitlePending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  if (!value) for (const listener of [...listeners]) listener();
}

/** Calls `listener` each time the title stops being pending; returns the way to stop. */
export function onTitleSettled(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
