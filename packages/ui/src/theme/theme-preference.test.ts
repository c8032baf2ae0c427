import { describe, expect, it, vi } from 'vitest';
import {
  readStoredChoice,
  resolveTheme,
  themeBootScript,
  THEME_STORAGE_KEY,
} from './theme-preference';

const storage = (value: string | null) => ({ getItem: vi.fn(() => value) });

describe('theme preference', () => {
  it('reads a stored light, dark or system choice from reprally-theme', () => {
    expect(THEME_STORAGE_KEY).toBe('reprally-theme');
    expect(readStoredChoice(storage('dark'))).toBe('dark');
    expect(readStoredChoice(storage('light'))).toBe('light');
    expect(readStoredChoice(storage('system'))).toBe('system');
  });

  it('falls back to system for nothing, junk or a throwing storage (default system)', () => {
    expect(readStoredChoice(storage(null))).toBe('system');
    expect(readStoredChoice(storage('purple'))).toBe('system');
    expect(
      readStoredChoice({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('system');
    expect(readStoredChoice(undefined)).toBe('system');
  });

  it('resolves system from the OS preference and keeps explicit choices', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  describe('boot script (runs before first paint)', () => {
    function boot(stored: string | null, prefersDark: boolean) {
      const classes = new Set<string>();
      const html = {
        classList: { add: (c: string) => classes.add(c) },
        dataset: {} as Record<string, string>,
      };
      const run = new Function('localStorage', 'window', 'document', themeBootScript());
      run(
        { getItem: (key: string) => (key === THEME_STORAGE_KEY ? stored : null) },
        { matchMedia: () => ({ matches: prefersDark }) },
        { documentElement: html },
      );
      return { classes: [...classes], theme: html.dataset.theme };
    }

    it('applies the stored choice as a class on <html>', () => {
      expect(boot('dark', false)).toEqual({ classes: ['rr-theme-dark'], theme: 'dark' });
      expect(boot('light', true)).toEqual({ classes: ['rr-theme-light'], theme: 'light' });
    });

    it('follows the OS for system or no choice', () => {
      expect(boot('system', true)).toEqual({ classes: ['rr-theme-dark'], theme: 'dark' });
      expect(boot(null, false)).toEqual({ classes: ['rr-theme-light'], theme: 'light' });
    });
  });
});
