/** The key of the non-secret mark that a 'Log Out' may not have reached the provider. */
const OWED_KEY = 'reprally.providerSignOutOwed';

/**
 * The mark that a 'Log Out' may not have reached the identity provider. It is kept as 'Log Out'
 * begins: the trip may not be made (no connection) or not arrive (the provider does not answer,
 * and the browser shows its own error page), and then her session at the provider is still open
 * and a 'Log In' on this browser would take the next person straight into her account. While the
 * mark is there, an interactive sign-in asks the provider to ask who is signing in
 * (`prompt=login`), which costs nothing after a sign-out the provider did make; a sign-in made
 * so takes the mark away. It holds no token and nothing about her, and outlives the page (a
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
      // storage refused (full, or locked down): the mark cannot be kept. A browser that refuses
      // reading too has every sign-in ask; one that refuses only writing does not
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
