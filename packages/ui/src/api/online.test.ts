import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { onceOnline, whenOnline } from './online';

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
