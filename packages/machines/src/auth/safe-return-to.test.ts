import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safe-return-to';

const hostile = [
  'https://evil.example',
  'http://evil.example/badges',
  'HTTPS://EVIL.EXAMPLE',
  'https://reprally.app/badges',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'mailto:someone@evil.example',
  'http:/evil.example',
  'https:evil.example',
  '%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%00/evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/./\\evil.example',
  'evil.example',
  '?next=//evil.example',
  '#//evil.example',
  '/%E0%A4%A',
  '',
  `/${'a'.repeat(3000)}`,
];

describe('safeReturnTo (only same-origin paths survive)', () => {
  it(`has at least 20 hostile inputs (${hostile.length})`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(20);
  });

  it.each(hostile)('sends %j back to /', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it.each([undefined, null, 42, {}, ['/badges']])('treats the non-string %j as /', (input) => {
    expect(safeReturnTo(input)).toBe('/');
  });

  it.each([
    ['/', '/'],
    ['/badges', '/badges'],
    ['/badges/monthly', '/badges/monthly'],
    ['/groups/12?tab=members#feed', '/groups/12?tab=members#feed'],
    ['/groups/12/challenges/3', '/groups/12/challenges/3'],
    ['/admin/monthly-badges', '/admin/monthly-badges'],
    ['/groups/My%20Group', '/groups/My%20Group'],
    ['/profile/../badges', '/badges'],
  ])('keeps the same-origin path %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
