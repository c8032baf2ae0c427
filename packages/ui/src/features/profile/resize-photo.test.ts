import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPhotoReadable, DECODE_TIME_LIMIT_MS, fitWithinBounds } from './resize-photo';

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

describe('checkPhotoReadable: a browser that never settles on a file', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const photo = () => new Blob(['not a format this browser knows'], { type: 'image/heic' });

  it('refuses it as unreadable once the time limit has passed, not before', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('createImageBitmap', () => new Promise(() => undefined));
    let outcome: string | null = null;
    checkPhotoReadable(photo()).then(
      () => (outcome = 'read'),
      (error: Error) => (outcome = error.message),
    );
    await vi.advanceTimersByTimeAsync(DECODE_TIME_LIMIT_MS - 1);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('Failed to load image');
  });

  it('lets go of a picture that arrives after the limit', async () => {
    vi.useFakeTimers();
    const close = vi.fn();
    let arrive: (bitmap: unknown) => void = () => undefined;
    vi.stubGlobal('createImageBitmap', () => new Promise((resolve) => (arrive = resolve)));
    const checked = checkPhotoReadable(photo()).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(DECODE_TIME_LIMIT_MS);
    await expect(checked).resolves.toBe('Failed to load image');
    arrive({ width: 10, height: 10, close });
    await vi.advanceTimersByTimeAsync(0);
    expect(close).toHaveBeenCalledOnce();
  });

  it('reads a picture that arrives in time', async () => {
    vi.useFakeTimers();
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 10, height: 10, close }));
    await expect(checkPhotoReadable(photo())).resolves.toBeUndefined();
    expect(close).toHaveBeenCalledOnce();
  });
});

describe('checkPhotoReadable: a file that does not begin as a picture', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a text file named as a JPEG at once, without asking a decoder', async () => {
    const decoder = vi.fn(() => new Promise(() => undefined));
    vi.stubGlobal('createImageBitmap', decoder);
    const file = new Blob(['these bytes are no JPEG'], { type: 'image/jpeg' });
    await expect(checkPhotoReadable(file)).rejects.toThrow('Failed to load image');
    expect(decoder).not.toHaveBeenCalled();
  });

  it('reads a picture named as another kind (a PNG saved as .jpg)', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 4, height: 4, close }));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await expect(
      checkPhotoReadable(new Blob([png], { type: 'image/jpeg' })),
    ).resolves.toBeUndefined();
    expect(close).toHaveBeenCalledOnce();
  });
});
