// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConnectNavigation } from './connect-navigation';
import { createAppNavigation, type AppNavigation } from './navigation';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Two pages: the return from the identity provider, and the page she asked for. */
function Pages() {
  return useRoutes([
    { path: '/callback', element: createElement('p', null, 'Checking your sign-in...') },
    { path: '/leaderboard', element: createElement('h1', null, 'Leaderboard') },
  ]);
}

let root: Root | undefined;
let container: HTMLElement | undefined;

/** The app's router with the navigation connected, mounted on `path`. */
async function mountAt(path: string, navigation: AppNavigation) {
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      createElement(
        BrowserRouter,
        null,
        createElement(ConnectNavigation, { navigation }),
        createElement(Pages),
      ),
    );
  });
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('the navigation of the app’s code outside React', () => {
  it('opens a page asked for before the router mounted, and the router shows it', async () => {
    const navigation = createAppNavigation();
    // her sign-in finished before the app's first render: the auth machine asked for her page
    navigation.replace('/leaderboard');
    const page = await mountAt('/callback?code=abc&state=xyz', navigation);
    expect(window.location.pathname).toBe('/leaderboard');
    expect(page.textContent).toBe('Leaderboard');
  });

  it('moves the router when asked once it is mounted', async () => {
    const navigation = createAppNavigation();
    const page = await mountAt('/callback', navigation);
    expect(page.textContent).toBe('Checking your sign-in...');
    await act(async () => navigation.replace('/leaderboard'));
    expect(window.location.pathname).toBe('/leaderboard');
    expect(page.textContent).toBe('Leaderboard');
  });
});
