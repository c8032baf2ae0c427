/**
 * The theme a picture is taken in, when it is not the story's own. The visual run renders a
 * story once, runs its play function, and then takes its picture in each of its modes: for the
 * dark one it switches the theme here, and the story's ThemeProvider (see decorators.tsx)
 * follows, exactly as it follows the toolbar. A theme changes colours only, never what a play
 * function does, so the story's state (a dialog open, text typed) is the same in both pictures.
 */
import { useSyncExternalStore } from 'react';
import type { ThemeChoice } from '@reprally/ui';

let theme: ThemeChoice | null = null;
const listeners = new Set<() => void>();

/** Forces every story's theme to `next`; `null` gives it back to the story's globals. */
export function setCaptureTheme(next: ThemeChoice | null): void {
  if (next === theme) return;
  theme = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme the visual run has switched to, or `null`. */
export function useCaptureTheme(): ThemeChoice | null {
  return useSyncExternalStore(
    subscribe,
    () => theme,
    () => null,
  );
}
