/**
 * The app's pages open in this browser (tabs, windows) tell each other that the member logged
 * out or in. Each page keeps its tokens in its own memory, where no other page can clear them,
 * so a page left open would otherwise go on showing her data, and acting as her, until its
 * tokens ran out; and a page showing the welcome would stay signed out until she pressed its
 * 'Log In' too. Only the fact is sent, never a token: a page told she signed in asks the
 * provider for her session itself. Pages of other origins do not hear it.
 */
const CHANNEL = 'reprally-session';
const SIGNED_OUT = 'signed-out';
const SIGNED_IN = 'signed-in';

export type OtherPages = {
  /** Tells the other pages she logged out here. */
  tellSignedOut(): void;
  /** Tells the other pages she is signed in here. */
  tellSignedIn(): void;
  /** Calls `listener` when she logged out in another page. */
  onSignedOut(listener: () => void): void;
  /** Calls `listener` when she signed in in another page. */
  onSignedIn(listener: () => void): void;
};

export function otherPagesChannel(): OtherPages {
  // a browser without the channel (none we support) keeps each page to itself, as before
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  const on = (news: string, listener: () => void) =>
    channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (event.data === news) listener();
    });
  return {
    tellSignedOut: () => channel?.postMessage(SIGNED_OUT),
    tellSignedIn: () => channel?.postMessage(SIGNED_IN),
    onSignedOut: (listener) => on(SIGNED_OUT, listener),
    onSignedIn: (listener) => on(SIGNED_IN, listener),
  };
}
