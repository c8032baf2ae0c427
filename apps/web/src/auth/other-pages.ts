/**
 * The app's pages open in this browser (tabs, windows) tell each other that the member logged
 * out. Each page keeps its tokens in its own memory, where no other page can clear them, so a
 * page left open would otherwise go on showing her data, and acting as her, until its tokens
 * ran out. Only the fact is sent, never a token; pages of other origins do not hear it.
 */
const CHANNEL = 'reprally-session';
const SIGNED_OUT = 'signed-out';

export type OtherPages = {
  /** Tells the other pages she logged out here. */
  tellSignedOut(): void;
  /** Calls `listener` when she logged out in another page. */
  onSignedOut(listener: () => void): void;
};

export function otherPagesChannel(): OtherPages {
  // a browser without the channel (none we support) keeps each page to itself, as before
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return {
    tellSignedOut() {
      channel?.postMessage(SIGNED_OUT);
    },
    onSignedOut(listener) {
      channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (event.data === SIGNED_OUT) listener();
      });
    },
  };
}
