// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@reprally/api-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shellMainRegion } from '@reprally/ui';
import { AppTree } from './App';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

/** The app's tree around `router`, with an api client whose error reports are counted. */
function renderTree(router: ReactNode) {
  const report = vi.fn(() => Promise.resolve());
  const apiClient = { errors: { report } } as unknown as ApiClient;
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    createElement(AppTree, {
      session: (children: ReactNode) => children,
      apiClient,
      queryClient: new QueryClient(),
      router,
    }),
  );
  return { container, report };
}

describe('the app tree', () => {
  it('shows the error page, not an empty window, when the frame around the page fails', async () => {
    // React reports what a boundary caught to the console as well
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = new Error('The navigation could not draw');
      const Frame = () => {
        throw broken;
      };
      const { container, report } = renderTree(createElement(Frame));
      await vi.waitFor(() => expect(container.textContent).toContain('Something went wrong'));
      expect(container.textContent).toContain('The navigation could not draw');
      expect(container.querySelector('a[href="/"]')?.textContent).toBe('Go to Homepage');
      expect(report).toHaveBeenCalledWith(broken, expect.anything());
    } finally {
      logged.mockRestore();
    }
  });

  it("leaves focus on the page's main region after 'Try Again', and holds the error page in one", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let fails = true;
      // the header fails once; drawn again, the frame renders with the shell's main region
      const Frame = () => {
        if (fails) throw new Error('The header could not draw');
        return createElement('main', { id: 'main-content', tabIndex: -1 }, 'Your Dashboard');
      };
      const { container } = renderTree(createElement(Frame));
      const retry = await vi.waitFor(() => {
        const button = [...container.querySelectorAll('button')].find(
          (b) => b.textContent === 'Try Again',
        );
        if (!button) throw new Error('no Try Again yet');
        return button;
      });
      // nothing else is on the page: the error page is its main region
      expect(retry.closest('main')).not.toBeNull();
      retry.focus();
      fails = false;
      retry.click();
      await vi.waitFor(() => expect(container.textContent).toBe('Your Dashboard'));
      expect(document.activeElement).toBe(shellMainRegion());
      expect(document.activeElement?.tagName).toBe('MAIN');
    } finally {
      logged.mockRestore();
    }
  });

  it('renders the routes as they are when nothing fails', async () => {
    const { container } = renderTree(createElement('h1', null, 'Your Dashboard'));
    await vi.waitFor(() => expect(container.textContent).toBe('Your Dashboard'));
  });
});
