import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { lazyPart } from './lazy-part';

afterEach(() => onlineManager.setOnline(true));

const Part = () => null;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

describe('a part of a screen loaded on demand', () => {
  it('loads its code once, however often it is started', async () => {
    const load = vi.fn(async () => Part);
    const part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    const first = part.preload();
    const second = part.preload();
    await expect(first).resolves.toEqual({ default: Part });
    await expect(second).resolves.toEqual({ default: Part });
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the connection when its code is asked for offline', async () => {
    onlineManager.setOnline(false);
    const load = vi.fn(async () => Part);
    const loaded = lazyPart(load).preload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(loaded).resolves.toEqual({ default: Part });
  });

  it('tries again on the next start after a load that failed for good', async () => {
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValue(chunkError());
    const part = lazyPart(load);
    // importWhenOnline tries twice more while online, after 1 s and 3 s: on fake timers here
    vi.useFakeTimers();
    try {
      const failed = part.preload();
      const settled = failed.catch((error: unknown) => error);
      await vi.runAllTimersAsync();
      expect(await settled).toBeInstanceOf(TypeError);
    } finally {
      vi.useRealTimers();
    }
    load.mockResolvedValue(Part);
    await expect(part.preload()).resolves.toEqual({ default: Part });
  });
});
