import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createUserManager } from './auth/user-manager';
import { usesMockBackend } from './env';
import { createAppRuntime } from './runtime';

async function boot() {
  const userManager = createUserManager();

  // the hidden iframe of a silent sign-in: hand the answer to the parent page and stop
  if (window.location.pathname === '/silent-callback') {
    await userManager.signinSilentCallback();
    return;
  }

  if (usesMockBackend) {
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
