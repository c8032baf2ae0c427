// The activity levels are told apart by lightness, not hue alone, in both themes: these are
// WCAG 2 contrast ratios computed from the theme's own colours.
import { describe, expect, it } from 'vitest';
import { palettes, type ThemeName } from '../../theme/tokens';
import { activityLevels } from './daily-activity';
import { levelColour, levelTextColour } from './level-colours';

/** Relative luminance of an sRGB colour written '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const themes: ThemeName[] = ['light', 'dark'];

describe.each(themes)('the activity levels in the %s theme', (theme) => {
  const palette = palettes[theme];
  const levels = activityLevels.map((level) => palette[levelColour[level]]);

  it('differ from the next level by at least 2.2:1, each step by about as much', () => {
    const steps = levels.slice(1).map((colour, index) => contrast(levels[index] ?? '', colour));
    for (const step of steps) expect(step).toBeGreaterThanOrEqual(2.2);
    expect(Math.max(...steps) / Math.min(...steps)).toBeLessThan(1.1);
  });

  it('run one way in lightness, away from the card', () => {
    const fromCard = levels.map((colour) => contrast(colour, palette.surface));
    expect([...fromCard].sort((a, b) => a - b)).toEqual(fromCard);
    expect(fromCard[3]).toBeGreaterThanOrEqual(3);
  });

  it('carry a calendar day’s number at 4.5:1 or more', () => {
    for (const level of activityLevels) {
      const text = palette[levelTextColour[level]];
      expect(contrast(palette[levelColour[level]], text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
