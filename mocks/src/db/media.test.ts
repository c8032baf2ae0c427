import { describe, expect, it } from 'vitest';
import { drawnPicture } from './media';

/** An sRGB colour from CSS `hsl(h s% l%)`, as three channels from 0 to 1. */
function fromHsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

describe('drawn avatars', () => {
  it('carry their white initials at 4.5:1 or more on each of the eight colours', () => {
    for (let colour = 0; colour < 8; colour += 1) {
      const svg = drawnPicture(`avatar-${colour}-AM.svg`) ?? '';
      const fill = /<rect [^>]*fill="hsl\((\d+) (\d+)% (\d+)%\)"/.exec(svg);
      expect(fill, `avatar ${colour}`).not.toBeNull();
      expect(svg).toContain('fill="white"');
      const [hue, saturation, lightness] = (fill ?? []).slice(1).map(Number);
      const background = luminance(fromHsl(hue ?? 0, saturation ?? 0, lightness ?? 0));
      expect((1 + 0.05) / (background + 0.05), `avatar ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
