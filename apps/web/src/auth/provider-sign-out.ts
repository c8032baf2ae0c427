/** The key of the non-secret mark that the provider was not told of a 'Log Out'. */
const OWED_KEY = 'reprally.providerSignOutOwed';

/**
 * The mark that a 'Log Out' did not reach the identity provider (no connection, or the provider
 * did not answer): the app forgot her, but her session at the provider may still be open, and a
 * 'Log In' on this browser would take the next person straight into her account. While the mark
 * is there, a sign-in asks the provider to ask who is signing in (`prompt=login`); a sign-in
 * made so takes it away. It holds no token and nothing about her, and outlives the page (a
 * shared computer's next visitor opens a new one).
 */
export const providerSignOutOwed = {
  read(): boolean {
    try {
      return window.localStorage.getItem(OWED_KEY) !== null;
    } catch {
      // storage refused (a locked-down browser): ask the provider every time rather than never
      return true;
    }
  },
  write() {
    try {
      window.localStorage.setItem(OWED_KEY, '1');
    } catch {
      // storage refused: `read` already answers that the provider must ask
    }
  },
  clear() {
    try {
      window.localStorage.removeItem(OWED_KEY);
    } catch {
      // storage refused: nothing was kept
    }
  },
};

/** The sign-in's extra argument while a 'Log Out' is owed to the provider: it asks who it is. */
export const promptWhileSignOutOwed = (): { prompt?: 'login' } =>
  providerSignOutOwed.read() ? { prompt: 'login' } : {};
