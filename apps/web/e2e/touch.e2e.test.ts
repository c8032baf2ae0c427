import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser } from './browser';
import { signInAs } from './session';

/**
 * On a touch screen a tap counts as hovering, and the browser keeps that look after the finger
 * has gone: every hover style of the app applies only where the pointer can rest on an element.
 */
const baseURL = inject('baseURL');
const browser = fileBrowser();
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

describe('hover on a touch screen', () => {
  it('every hover style of the build is for a pointer that can rest (hover: hover)', async () => {
    const sheets = readdirSync(`${dist}assets`)
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(`${dist}assets/${name}`, 'utf8'));
    expect(sheets.length).toBeGreaterThan(0);
    const page = await browser.openPage();
    await page.goto(`${baseURL}/`);
    // the browser's own CSS parser reads the sheets: hover rules outside such a media rule
    const loose = await page.evaluate((texts) => {
      const found: string[] = [];
      let hoverRules = 0;
      const walk = (rules: CSSRuleList, canHover: boolean) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSMediaRule) {
            walk(rule.cssRules, canHover || /\(hover:\s*hover\)/.test(rule.conditionText));
          } else if (rule instanceof CSSStyleRule && rule.selectorText.includes(':hover')) {
            hoverRules += 1;
            if (!canHover) found.push(rule.selectorText);
          } else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) {
            walk(rule.cssRules, canHover);
          }
        }
      };
      for (const text of texts) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        walk(sheet.cssRules, false);
      }
      return { found, hoverRules };
    }, sheets);
    expect(loose.hoverRules).toBeGreaterThan(10);
    expect(loose.found).toEqual([]);
    await page.context().close();
  });

  it('a tapped tab looks chosen, not hovered, once the finger has gone (phone)', async () => {
    const page = await browser.openPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${baseURL}/`);
    await signInAs(page, 'member-ana');
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
    await page.goto(`${baseURL}/groups/1`);
    const members = page.getByRole('tab', { name: 'Members' });
    await members.tap();
    await expect.poll(() => members.getAttribute('aria-selected')).toBe('true');
    const background = await members.evaluate((tab) => getComputedStyle(tab).backgroundColor);
    expect(background).toBe('rgba(0, 0, 0, 0)');
    await page.context().close();
  });
});
