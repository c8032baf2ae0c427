import { describe, expect, it } from 'vitest';
import { hasAppPageBehind } from './useGoBackInApp';

describe('hasAppPageBehind', () => {
  it("reads the browser router's place of the entry in the tab's history", () => {
    expect(hasAppPageBehind('k2', { usr: null, key: 'k2', idx: 2 })).toBe(true);
    expect(hasAppPageBehind('k1', { usr: null, key: 'k1', idx: 1 })).toBe(true);
  });

  it('finds nothing behind the first page of a visit, also after the sign-in replaced it', () => {
    expect(hasAppPageBehind('default', { usr: null, key: 'default', idx: 0 })).toBe(false);
    // the callback's address replaced by the page she asked for: a new key, still the first
    expect(hasAppPageBehind('x8y2', { usr: null, key: 'x8y2', idx: 0 })).toBe(false);
  });

  it("without the browser's number (a router in memory), only the first entry has none", () => {
    expect(hasAppPageBehind('default', null)).toBe(false);
    expect(hasAppPageBehind('abc', null)).toBe(true);
    expect(hasAppPageBehind('abc', { something: 'else' })).toBe(true);
  });
});
