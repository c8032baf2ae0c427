/**
 * How the app's code outside React moves to another page (the auth machine's redirects, another
 * member's sign-in): the router lives in React's tree and hands its `navigate` over once it has
 * mounted (`connect`); a page asked for before that is opened then. Always replaces the current
 * entry: none of these moves is a page the member should come back to.
 */
export type AppNavigation = {
  replace(to: string): void;
  /** Takes the router's navigate; the returned function hands it back. */
  connect(navigate: Navigate): () => void;
};

/** The router's `navigate`, as these moves call it. */
type Navigate = (to: string, options: { replace: true }) => void;

export function createAppNavigation(): AppNavigation {
  let connected: Navigate | null = null;
  let pending: string | null = null;
  return {
    replace(to) {
      if (connected) connected(to, { replace: true });
      else pending = to;
    },
    connect(navigate) {
      connected = navigate;
      if (pending !== null) {
        const to = pending;
        pending = null;
        navigate(to, { replace: true });
      }
      return () => {
        if (connected === navigate) connected = null;
      };
    },
  };
}
