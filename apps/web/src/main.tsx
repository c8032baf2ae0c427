// the app's text face, shipped with it (each script's file loads only when a page has text in it)
import '@reprally/ui/theme/font.css';
import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { preloadCallCode } from '@reprally/api-client';
import { parseCallbackQuery, selectAuthView, type AuthView } from '@reprally/machines';
import { App } from './App';
import type { AuthActor } from './auth/auth-actor';
import {
  BOOT_ATTRIBUTE,
  bootMode,
  CALLBACK_PATH,
  POPUP_CALLBACK_PATH,
  PRESSED_ATTRIBUTE,
  SILENT_CALLBACK_PATH,
  WELCOME_LOG_IN,
} from './boot/page-boot';
import { lazyUserManager, takePageSignIn } from './auth/lazy-user-manager';
import { preloadHomeScreen, preloadScreen, startFirstRequest } from './routes';
import { createAppRuntime } from './runtime';

async function boot() {
  // The page adds this code's script itself, and such a script runs as soon as it has arrived:
  // from the browser's cache that can be before the rest of the page has been parsed, with the
  // page's later scripts (a member's preloads and silent sign-in) not yet run and #root not yet
  // whole. The app starts once the page is parsed, as the module tag it replaces would have.
  await pageParsed();
  // a member coming back: the built page has already asked the provider for her silent sign-in
  const pageSignIn = takePageSignIn();
  const userManager = lazyUserManager(window.location.origin, pageSignIn);

  const { pathname } = window.location;
  // a sign-in's answer comes to these addresses in a hidden frame or a popup. Opened by hand
  // (typed, a bookmark, the history: no answer of the provider's in the address, or the frame's
  // address in no frame), there is nothing to hand over and no page waiting for it: home, as on
  // /callback without an answer, not a blank page
  const answer = parseCallbackQuery(window.location.search) !== null;
  if (
    (pathname === SILENT_CALLBACK_PATH && (!answer || window.parent === window)) ||
    (pathname === POPUP_CALLBACK_PATH && !answer)
  ) {
    window.location.replace('/');
    return;
  }
  // the hidden iframe of a silent sign-in, on a host that serves the app there instead of
  // silent-callback.html (which does the same without loading the app): hand the answer to the
  // parent page and stop
  if (pathname === SILENT_CALLBACK_PATH) {
    await (await userManager.get()).signinSilentCallback();
    return;
  }
  // the sign-in popup: hand the answer to the page that opened it, which closes it
  if (pathname === POPUP_CALLBACK_PATH) {
    await (await userManager.get()).signinPopupCallback();
    return;
  }

  // Mock mode: the mock backend starts alongside the first render, and only API calls wait for
  // it (a signed-out page needs no data). On the built welcome it starts with the first API call
  // instead: a visitor there makes none ('Log In' leaves the page for the identity provider), and
  // its code is more than twice the size of the app's. Written against import.meta.env directly
  // so a build for a real API drops the mock chunk.
  let mockBackend: Promise<void> | undefined;
  const backendReady = () =>
    (mockBackend ??= import.meta.env.VITE_API_BASE_URL
      ? Promise.resolve()
      : import('./mock-backend')
          .then(({ startMockBackend }) => startMockBackend())
          .catch((error: unknown) => {
            console.error('The mock backend did not start', error);
            throw error;
          }));
  if (document.documentElement.getAttribute(BOOT_ATTRIBUTE) !== 'welcome') {
    backendReady().catch(() => undefined);
  }

  // a member coming back to '/' gets the dashboard, and so does one returning from the identity
  // provider (sign-in leads home unless they asked for another page): its code loads meanwhile
  const member = bootMode(pathname, document.cookie) === 'member';
  if (member && (pathname === '/' || pathname === CALLBACK_PATH)) void preloadHomeScreen();
  // and one coming back to another page gets that page's code loading alongside the sign-in
  else if (member) preloadScreen(pathname);
  // every page of a member calls the API: the code that sends the calls and reads their answers
  // loads alongside the sign-in too (a failed load is tried again by the first call)
  if (member) preloadCallCode().catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Evaluating the app's code and starting it (the router, the auth machine, the query client)
  // are each a long stretch of work on a slow phone; the browser gets a turn between the two to
  // paint, instead of one block twice as long. Not on the built welcome: its 'Log In' can be
  // pressed already, and only in one task with the code does hydration begin before the browser
  // handles that press, so that React receives it.
  const html = document.documentElement;
  const builtWelcome = html.getAttribute(BOOT_ATTRIBUTE) === 'welcome' && !!root.firstElementChild;
  if (!builtWelcome) await yieldToBrowser();
  const runtime = createAppRuntime(userManager, backendReady);
  // a member coming back to another page than '/': that page's first request leaves the moment
  // she is signed in, while its code may still be loading (the dashboard asks for its own in its
  // first render, its code having been on the way from the page's start)
  if (member && pathname !== '/' && pathname !== CALLBACK_PATH) {
    startFirstRequest(pathname, runtime, endsSignedIn(runtime.auth));
  }
  const app = (
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>
  );
  // index.html holds the welcome page, rendered at build time; the page boot has said whether
  // it is this visitor's page. It is hydrated as it stands once the auth machine agrees (signed
  // out: a few microtasks on a first visit). Otherwise the app renders its own page over it.
  // Either way React works as a transition, in short slices between which the browser stays free
  // to answer the visitor (one pass blocked the main thread for 160 to 190 ms on a throttled
  // phone). Until React commits, the built page stays on screen as the boot left it; the commit
  // swaps it for the app's in one step, and the boot's mark goes in that same step, before the
  // browser paints, so neither the hidden welcome nor an empty frame ever shows.
  if (builtWelcome && (await settlesSignedOut(runtime.auth))) {
    // a press during hydration is replayed once its part is hydrated
    startTransition(() => {
      hydrateRoot(root, app);
    });
    html.removeAttribute(BOOT_ATTRIBUTE);
    // 'Log In' pressed before the app's code had arrived (the page boot noted it): pressed
    // again now, React holds the press until the button is hydrated and then signs in
    if (html.hasAttribute(PRESSED_ATTRIBUTE)) {
      html.removeAttribute(PRESSED_ATTRIBUTE);
      root.querySelector<HTMLElement>(WELCOME_LOG_IN)?.click();
    }
  } else {
    // the built welcome was not this visitor's page after all: a press on it has no meaning
    html.removeAttribute(PRESSED_ATTRIBUTE);
    // A member whose sign-in the built page has finished already (the usual case on a phone,
    // where the app's code is the last to arrive): the auth machine takes that outcome in a few
    // microtasks, so her page is rendered once, as it is, instead of the sign-in check first and
    // her page in a second render.
    if (pageSignIn?.finished) await settledView(runtime.auth);
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(
        <>
          <EndPageBoot />
          {app}
        </>,
      );
    });
  }
  // after the first paint, fetch the sign-in code while the visitor reads, so 'Log In' opens
  // its popup at once (a popup must open soon after the click that asked for it)
  const preload = () => void userManager.get();
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
  else setTimeout(preload, 1000);
}

/** Whether the sign-in under way at boot ends with the member signed in. */
async function endsSignedIn(auth: AuthActor): Promise<boolean> {
  try {
    const snapshot = await waitFor(auth, (s) => !s.hasTag('busy'), { timeout: 30_000 });
    return snapshot.matches('signedIn');
  } catch {
    return false;
  }
}

/** Resolves once the whole page has been parsed (at once if it already has). */
function pageParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

/**
 * Resolves in a task of its own, after the browser has had its turn. A message to ourselves, not
 * a timer: timers in a tab opened in the background wait a second or more.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Removes the page boot's mark when React first commits its own page over the built one. */
function EndPageBoot() {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(BOOT_ATTRIBUTE);
  }, []);
  return null;
}

/**
 * Whether the auth machine settles on 'signed out, nothing to say' (the built welcome page's
 * state). Without the 'signed in recently' marker it gets there in microtasks; anything else
 * (a sign-in being restored, an error to show) is not the built page.
 */
async function settlesSignedOut(auth: AuthActor): Promise<boolean> {
  const view = await settledView(auth);
  return view?.status === 'signedOut' && !view.error && !view.sessionExpired;
}

/** The auth machine's view once it has left 'loading', or null if it has not within a second. */
async function settledView(auth: AuthActor): Promise<AuthView | null> {
  try {
    const snapshot = await waitFor(auth, (s) => selectAuthView(s).status !== 'loading', {
      timeout: 1000,
    });
    return selectAuthView(snapshot);
  } catch {
    return null;
  }
}

void boot();
