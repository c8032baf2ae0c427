import { describe, expect, it } from 'vitest';
import {
  hostileCategories,
  hostileCorpus,
  hostilePictureUrls,
  hostileStrings,
  type HostileCategory,
} from './hostile';

const inCategory = (category: string) =>
  hostileCorpus.filter((entry) => entry.category === category).map((entry) => entry.text);

describe('the hostile corpus', () => {
  it('holds at least 60 distinct strings, none empty or padded with whitespace', () => {
    expect(hostileStrings.length).toBeGreaterThanOrEqual(60);
    expect(new Set(hostileStrings).size).toBe(hostileStrings.length);
    for (const text of hostileStrings) {
      expect(text).not.toBe('');
      expect(text, JSON.stringify(text)).toBe(text.trim());
    }
  });

  it('has entries in every category, at least three of each kind the test sets out to cover', () => {
    for (const category of hostileCategories)
      expect(inCategory(category), category).not.toEqual([]);
    const required = [
      'script-tag',
      'img-tag',
      'event-handler',
      'javascript-url',
      'data-url',
      'svg',
      'html-entity',
      'bidi-override',
      'zero-width',
      'long-word',
      'emoji',
    ] as const;
    for (const category of required)
      expect(inCategory(category).length, category).toBeGreaterThanOrEqual(3);
  });

  it('puts in each category what its name says', () => {
    const looksLike: Record<HostileCategory, RegExp> = {
      'script-tag': /<script/i,
      'img-tag': /<img/i,
      'event-handler': /\bon[a-z]+=/i,
      'javascript-url': /(java\s*|vb)script(:|&colon;)/i,
      'data-url': /data:/i,
      svg: /<(svg|math)/i,
      'html-entity': /&(#x?[0-9a-f]+|[a-z]+);/i,
      markup: /<[a-z!]|\$\{|\{\{|';/i,
      'bidi-override': /[\u202a-\u202e\u2066-\u2069]/,
      'rtl-text': /[\u0590-\u06ff]/,
      'zero-width': /[\u200b-\u200d\u2060\ufeff]/,
      'long-word': /^\S{500}$/,
      'combining-marks': /\p{M}{2}/u,
      emoji: /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u,
    };
    for (const category of hostileCategories)
      expect(
        inCategory(category).filter((text) => !looksLike[category].test(text)),
        category,
      ).toEqual([]);
  });

  it('includes zero-width joiners, right-to-left overrides and emoji sequences that join', () => {
    expect(hostileStrings.some((text) => text.includes('\u200D'))).toBe(true);
    expect(hostileStrings.some((text) => text.includes('\u202E'))).toBe(true);
    expect(inCategory('emoji').some((text) => /\p{Emoji_Modifier}/u.test(text))).toBe(true);
    expect(inCategory('emoji').some((text) => /\p{Regional_Indicator}{2}/u.test(text))).toBe(true);
  });

  it('has picture addresses of every unsafe kind for the URL fields', () => {
    expect(new Set(hostilePictureUrls).size).toBe(hostilePictureUrls.length);
    // the scheme a browser reads: the URL parser drops leading controls, tabs and newlines
    const schemes = hostilePictureUrls.map(
      (url) => new URL(url, 'https://reprally.invalid/').protocol,
    );
    for (const scheme of ['javascript:', 'data:', 'vbscript:', 'blob:', 'file:'])
      expect(schemes, scheme).toContain(scheme);
    expect(hostilePictureUrls.some((url) => url.startsWith('data:image/svg+xml'))).toBe(true);
  });
});
