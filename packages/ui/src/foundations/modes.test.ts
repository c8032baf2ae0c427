import { describe, expect, it } from 'vitest';
import {
  componentModes,
  desktopOnlyModes,
  isScreenModes,
  phoneOnlyModes,
  screenModes,
} from './modes';

describe('which stories are screens (pictured as a whole page, in the frame’s room)', () => {
  it('counts a story captured in more than light desktop as a screen', () => {
    expect(isScreenModes(screenModes)).toBe(true);
    expect(isScreenModes(desktopOnlyModes)).toBe(true);
    expect(isScreenModes(phoneOnlyModes)).toBe(true);
  });

  it('leaves a widget captured in light desktop alone, or with nothing set', () => {
    expect(isScreenModes(componentModes)).toBe(false);
    expect(isScreenModes({})).toBe(false);
    expect(isScreenModes({ 'light phone': { disable: true } })).toBe(false);
  });
});
