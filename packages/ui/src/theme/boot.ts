/**
 * What index.html needs in <head> so the first paint already has the member's theme:
 * a background per theme class (before any CSS file arrives) and the boot script.
 * Plain TypeScript with no CSS imports, so the app's Vite config can import it.
 */
import { palettes } from './tokens.ts';
import { themeBootScript, themeClass } from './theme-preference.ts';

export function themeBootStyle(): string {
  return (['light', 'dark'] as const)
    .map(
      (name) =>
        `html.${themeClass[name]}{background:${palettes[name].background};color:${palettes[name].text};color-scheme:${name}}`,
    )
    .join('');
}

export function themeBootHead(): string {
  return `<style id="theme-boot">${themeBootStyle()}</style><script id="theme-boot-script">${themeBootScript()}</script>`;
}
