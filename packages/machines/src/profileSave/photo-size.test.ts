import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo-size';

describe('fitWithin (fit within 300x300)', () => {
  it.each([
    [1200, 800, 300, 200],
    [800, 1200, 200, 300],
    [4000, 4000, 300, 300],
    [301, 10, 300, 10],
    [3000, 5, 300, 1],
    [300, 300, 300, 300],
    [120, 80, 120, 80],
  ])('%ix%i → %ix%i', (width, height, fittedWidth, fittedHeight) => {
    expect(fitWithin(width, height)).toEqual({ width: fittedWidth, height: fittedHeight });
  });

  it('gives nothing for an image without size', () => {
    expect(fitWithin(0, 200)).toEqual({ width: 0, height: 0 });
  });
});
