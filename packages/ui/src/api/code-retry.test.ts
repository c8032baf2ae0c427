// @vitest-environment happy-dom
import { act, createElement, Suspense, type ComponentType } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { mountInApp, settleTasks } from '../testing/lazy-code';
import { lazyPart } from './lazy-part';
import type * as Online from './online';

// one attempt per load, without the retries after 1 s and 3 s that come before the error page
vi.mock('./online', async (importOriginal) => ({
  ...(await importOriginal<typeof Online>()),
  importWhenOnline: <T>(load: () => Promise<T>) => load(),
}));

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const InviteForm: ComponentType = () => createElement('h2', null, 'Invite Member');
const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/InviteMemberDialog.js');

let mounted: Awaited<ReturnType<typeof mountInApp>> | undefined;
beforeEach(() => {
  // React reports each error its boundary caught on the console
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
});

/** `Part` under the page's error boundary, as a screen renders a part of its own. */
async function showUnderErrorPage(Part: ComponentType) {
  mounted = await mountInApp(
    createElement(
      AppErrorBoundary,
      null,
      createElement(
        Suspense,
        { fallback: createElement('p', null, 'Loading…') },
        createElement(Part),
      ),
    ),
    { path: '/groups/1', queryClient: new QueryClient(), reportError: () => Promise.resolve() },
  );
  return mounted.container;
}

function button(container: HTMLElement, name: string) {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no '${name}' button`);
  return found;
}

describe("code that failed to load, and the error page's 'Try Again'", () => {
  it('loads the code anew, and shows the part once it has arrived', async () => {
    const load = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce(InviteForm);
    const part = lazyPart(load);
    const container = await showUnderErrorPage(part.Part);
    await vi.waitFor(() => expect(container.textContent).toContain('Something went wrong'));
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      button(container, 'Try Again').click();
      await settleTasks();
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector('h2')?.textContent).toBe('Invite Member');
    expect(container.textContent).not.toContain('Something went wrong');
  });

  it('shows the error page again, and no loop of loads, while the code still fails', async () => {
    const load = vi.fn<() => Promise<ComponentType>>().mockRejectedValue(chunkError());
    const part = lazyPart(load);
    const container = await showUnderErrorPage(part.Part);
    await vi.waitFor(() => expect(container.textContent).toContain('Something went wrong'));
    await act(async () => {
      button(container, 'Try Again').click();
      await settleTasks();
    });
    await vi.waitFor(() => expect(container.textContent).toContain('Something went wrong'));
    await act(settleTasks);
    // one load per press: the part does not try again on its own
    expect(load).toHaveBeenCalledTimes(2);

    load.mockResolvedValue(InviteForm);
    await act(async () => {
      button(container, 'Try Again').click();
      await settleTasks();
    });
    expect(container.querySelector('h2')?.textContent).toBe('Invite Member');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
