import { afterEach, describe, expect, it, vi } from 'vitest';
import { promptWhileSignOutOwed, providerSignOutOwed } from './provider-sign-out';

/** A browser's storage, or one that refuses `refused` of its calls. */
function storage(refused: ReadonlyArray<'getItem' | 'setItem'> = []) {
  const kept = new Map<string, string>();
  const refuse = (call: string) => {
    if ((refused as readonly string[]).includes(call)) throw new Error('QuotaExceededError');
  };
  return {
    getItem: (key: string) => (refuse('getItem'), kept.get(key) ?? null),
    setItem: (key: string, value: string) => (refuse('setItem'), void kept.set(key, value)),
    removeItem: (key: string) => void kept.delete(key),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the mark that a 'Log Out' may not have reached the provider", () => {
  it('has the next sign-ins ask who is signing in until one of them clears it', () => {
    vi.stubGlobal('window', { localStorage: storage() });
    expect(promptWhileSignOutOwed()).toEqual({});
    providerSignOutOwed.write();
    expect(promptWhileSignOutOwed()).toEqual({ prompt: 'login' });
    // a sign-in that did not finish (the popup closed) leaves it
    expect(promptWhileSignOutOwed()).toEqual({ prompt: 'login' });
    providerSignOutOwed.clear();
    expect(promptWhileSignOutOwed()).toEqual({});
  });

  it('has every sign-in ask where the browser refuses to read its storage', () => {
    vi.stubGlobal('window', { localStorage: storage(['getItem', 'setItem']) });
    providerSignOutOwed.write();
    providerSignOutOwed.clear();
    expect(promptWhileSignOutOwed()).toEqual({ prompt: 'login' });
  });
});
