import { describe, expect, it } from 'vitest';
import { fitWithinBounds } from './resize-photo';

const profileBounds = { maxWidth: 300, maxHeight: 300 };

describe('fitWithinBounds: fit within the bounds, keep the aspect ratio, never enlarge', () => {
  it.each([
    [4000, 3000, 300, 225],
    [3000, 4000, 225, 300],
    [1200, 800, 300, 200],
    [4000, 4000, 300, 300],
    [301, 10, 300, 10],
    [3000, 5, 300, 1],
    [300, 300, 300, 300],
    [120, 80, 120, 80],
    [1, 1, 1, 1],
  ])('%ix%i within 300x300 → %ix%i', (width, height, fittedWidth, fittedHeight) => {
    expect(fitWithinBounds({ width, height }, profileBounds)).toEqual({
      width: fittedWidth,
      height: fittedHeight,
    });
  });

  it('fits within a box that is not square (the tighter side wins)', () => {
    const feed = { maxWidth: 1200, maxHeight: 800 };
    expect(fitWithinBounds({ width: 4000, height: 3000 }, feed)).toEqual({
      width: 1067,
      height: 800,
    });
    expect(fitWithinBounds({ width: 6000, height: 1000 }, feed)).toEqual({
      width: 1200,
      height: 200,
    });
    expect(fitWithinBounds({ width: 1000, height: 700 }, feed)).toEqual({
      width: 1000,
      height: 700,
    });
  });

  it.each([
    [0, 200],
    [200, 0],
    [-5, 10],
    [Number.NaN, 10],
  ])('gives 0x0 for a picture without size (%s x %s)', (width, height) => {
    expect(fitWithinBounds({ width, height }, profileBounds)).toEqual({ width: 0, height: 0 });
  });
});
