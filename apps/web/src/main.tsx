// the app's text face, shipped with it (latin subsets load only when used)
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { lazyUserManager } from './auth/lazy-user-manager';
import { createAppRuntime } from './runtime';

async function boot() {
  const userManager = lazyUserManager();

  // the hidden iframe of a silent sign-in: hand the answer to the parent page and stop
  if (window.location.pathname === '/silent-callback') {
    await (await userManager.get()).signinSilentCallback();
    return;
  }
  // the sign-in popup: hand the answer to the page that opened it, which closes it
  if (window.location.pathname === '/popup-callback') {
    await (await userManager.get()).signinPopupCallback();
    return;
  }

  // Mock mode: the mock backend starts alongside the first render, and only API calls wait for
  // it (a signed-out page needs no data). Written against import.meta.env directly so a build
  // for a real API drops the mock chunk.
  const backendReady = import.meta.env.VITE_API_BASE_URL
    ? Promise.resolve()
    : import('./mock-backend').then(({ startMockBackend }) => startMockBackend());
  backendReady.catch((error: unknown) => console.error('The mock backend did not start', error));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const runtime = createAppRuntime(userManager, backendReady);
  createRoot(root).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
  // after the first paint, fetch the sign-in code while the visitor reads, so 'Log In' opens
  // its popup at once (a popup must open soon after the click that asked for it)
  const preload = () => void userManager.get();
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
}

void boot();
