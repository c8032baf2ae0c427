/**
 * The member's theme choice: light, dark or system. The choice lives in
 * localStorage under `reprally-theme`; the resolved theme is a class on <html>.
 * This file is plain DOM code so the same logic can run as an inline script before
 * first paint (see `themeBootScript`) and inside React.
 */
export const THEME_STORAGE_KEY = 'reprally-theme';
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type ResolvedTheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The classes on <html> that select a theme (themes.css.ts fills them in). */
export const themeClass: Record<ResolvedTheme, string> = {
  light: 'rr-theme-light',
  dark: 'rr-theme-dark',
};

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (themeChoices as readonly string[]).includes(value);
}

export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    // storage can throw in private modes; the default is system
    return 'system';
  }
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/**
 * An inline script for index.html: applies the stored choice before the first paint so
 * there is no flash of the wrong theme.
 */
export function themeBootScript(classes: Record<ResolvedTheme, string> = themeClass): string {
  return `(function(){try{var k=${JSON.stringify(THEME_STORAGE_KEY)},c=${JSON.stringify(
    classes,
  )},s=null;try{s=localStorage.getItem(k)}catch(e){}if(s!=='light'&&s!=='dark')s=window.matchMedia(${JSON.stringify(
    DARK_QUERY,
  )}).matches?'dark':'light';var h=document.documentElement;h.classList.add(c[s]);h.dataset.theme=s}catch(e){}})();`;
}
