// the app's text face, shipped with it (latin subsets load only when used)
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createUserManager } from './auth/user-manager';
import { createAppRuntime } from './runtime';

async function boot() {
  const userManager = createUserManager();

  // the hidden iframe of a silent sign-in: hand the answer to the parent page and stop
  if (window.location.pathname === '/silent-callback') {
    await userManager.signinSilentCallback();
    return;
  }

  // written against import.meta.env directly so a build for a real API drops the mock chunk
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockBackend } = await import('./mock-backend');
    await startMockBackend();
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const runtime = createAppRuntime(userManager);
  createRoot(root).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}

void boot();
