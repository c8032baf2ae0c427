import { readFile } from 'node:fs/promises';
import { InMemoryWebStorage, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const PAGE = 'http://localhost:5173/silent-callback?code=abc&state=xyz&iss=http%3A%2F%2Fidp';

/** A frame's window at the silent-callback address, whose parent records what it is sent. */
function frameWindow() {
  const postMessage = vi.fn();
  return {
    postMessage,
    window: { location: new URL(PAGE), parent: { postMessage } },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the silent-callback page', () => {
  it("sends the parent page the same message as oidc-client-ts's own callback", async () => {
    const library = frameWindow();
    vi.stubGlobal('window', library.window);
    const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
    await new UserManager({
      authority: 'http://idp',
      client_id: 'reprally-web',
      redirect_uri: 'http://localhost:5173/callback',
      userStore: store,
      stateStore: store,
    }).signinSilentCallback(PAGE);

    const ours = frameWindow();
    const script = await readFile(
      new URL('../../public/silent-callback.js', import.meta.url),
      'utf8',
    );
    new Function('window', script)(ours.window);

    expect(library.postMessage).toHaveBeenCalledTimes(1);
    expect(ours.postMessage.mock.calls).toEqual(library.postMessage.mock.calls);
    // only to our own origin: the code never goes anywhere else
    expect(ours.postMessage.mock.calls[0]?.[1]).toBe('http://localhost:5173');
  });

  it('goes home when opened by hand: in no frame, or without the answer', async () => {
    const script = await readFile(
      new URL('../../public/silent-callback.js', import.meta.url),
      'utf8',
    );
    for (const address of [PAGE, 'http://localhost:5173/silent-callback']) {
      const replace = vi.fn();
      const postMessage = vi.fn();
      const page: Record<string, unknown> = {
        location: { href: address, search: new URL(address).search, replace },
      };
      // with the answer but in no frame (its parent is itself); without the answer, in a frame
      page.parent = address === PAGE ? page : { postMessage };
      new Function('window', script)(page);
      expect(replace).toHaveBeenCalledWith('/');
      expect(postMessage).not.toHaveBeenCalled();
    }
  });

  it('loads nothing but its own script', async () => {
    const html = await readFile(
      new URL('../../public/silent-callback.html', import.meta.url),
      'utf8',
    );
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script src="/silent-callback.js">',
    ]);
    expect(html).not.toMatch(/<link\b|<img\b|<iframe\b/);
  });
});
