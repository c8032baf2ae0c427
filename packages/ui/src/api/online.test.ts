import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { importWhenOnline, onceOnline, whenOnline } from './online';

afterEach(() => onlineManager.setOnline(true));

describe('requests made while offline', () => {
  it('go out at once while online', async () => {
    const request = vi.fn(async () => 'sent');
    await expect(onceOnline(request)).resolves.toBe('sent');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('wait for the connection, then go out exactly once', async () => {
    onlineManager.setOnline(false);
    const request = vi.fn(async () => 'sent');
    const result = onceOnline(request);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(request).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('sent');
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('are dropped when their flow is cancelled while waiting', async () => {
    onlineManager.setOnline(false);
    const controller = new AbortController();
    const waiting = whenOnline(controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
  });
});

describe('code loaded on demand', () => {
  const chunkError = () => new TypeError('Failed to fetch dynamically imported module');

  it('loads once when the first attempt works', async () => {
    const load = vi.fn(async () => ({ default: 'Chart' }));
    await expect(importWhenOnline(load)).resolves.toEqual({ default: 'Chart' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lost with the connection, waits for it and loads when it returns', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(async () => {
        onlineManager.setOnline(false);
        throw chunkError();
      })
      .mockResolvedValue('Chart');
    const result = importWhenOnline(load, []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('Chart');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('failing while online, tries again after each delay, then gives the error to the error page', async () => {
    const load = vi.fn(async (): Promise<string> => {
      throw chunkError();
    });
    await expect(importWhenOnline(load, [5, 5])).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('failing once while online, loads on the next attempt', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkError());
    load.mockResolvedValue('Chart');
    await expect(importWhenOnline(load, [5])).resolves.toBe('Chart');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
