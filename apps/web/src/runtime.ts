import { onlineManager, QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '@reprally/api-client';
import { requestAccessToken } from '@reprally/machines';
import { askBeforeLeavingDrafts, retryRead } from '@reprally/ui';
import { startAuth, type AuthActor } from './auth/auth-actor';
import type { LazyUserManager } from './auth/lazy-user-manager';
import { apiBaseUrl } from './env';
import { createAppNavigation, type AppNavigation } from './navigation';

export type AppRuntime = {
  navigation: AppNavigation;
  auth: AuthActor;
  apiClient: ApiClient;
  queryClient: QueryClient;
};

/**
 * Everything the app holds once: navigation, sign-in, the api client with its tokens, the cache.
 * API calls wait for `backendReady()` (the mock backend starting, in mock mode, which the first
 * call starts if nothing has yet); if it never starts they go to the network and fail there,
 * which the screens show as their load errors.
 */
export function createAppRuntime(
  userManager: LazyUserManager,
  backendReady: () => Promise<void> = () => Promise.resolve(),
): AppRuntime {
  const navigation = createAppNavigation();
  const isCallback = window.location.pathname === '/callback';
  const auth = startAuth({
    userManager,
    callbackQuery: isCallback ? window.location.search : undefined,
    navigate: (to) => navigation.replace(to),
  });
  const apiClient = createApiClient({
    baseURL: apiBaseUrl ?? '/api/v1',
    getAccessToken: async (options) => {
      // a mock backend that failed to start leaves the call to the network, where it fails
      await backendReady().catch(() => undefined);
      return requestAccessToken(auth, options);
    },
    errorReportEnvironment: () => ({
      userAgent: navigator.userAgent,
      url: window.location.href,
    }),
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: true, retry: retryRead },
    },
  });
  // what she typed and left in a form lives in this page only: closing it asks first. Not with
  // the mock backend in the page: its service worker stops serving the page at the first
  // 'beforeunload', even when she then chooses to stay, and every later call would fail.
  if (apiBaseUrl !== undefined) askBeforeLeavingDrafts(queryClient);
  // a page opened without a connection says so at once (the online manager otherwise assumes
  // one until the browser's first 'offline' event)
  onlineManager.setOnline(navigator.onLine);
  // The cache belongs to one member. 'Log Out', here or in another page, leaves nothing private
  // in it; a session that ended by itself keeps it (the page stays under the prompt to log in
  // again) until she logs out elsewhere, and logging in again as the same member refetches what
  // failed meanwhile, while another member starts from nothing on the home page. Acting only on
  // these changes (not on every snapshot before sign-in) never cancels the first loads after a
  // reload.
  let owner: string | null = null;
  let wasSignedIn = false;
  let wasExpired = false;
  auth.subscribe((snapshot) => {
    // 'Log Out' under way: the page stays as it was, its data too, until the browser has left
    // (a failed trip to the provider ends signed out, and the cache goes then)
    if (snapshot.matches('signingOut')) return;
    const signedIn = snapshot.matches('signedIn');
    const expired = snapshot.context.sessionExpired;
    if (signedIn && !wasSignedIn) {
      const sub = snapshot.context.user?.sub ?? null;
      if (owner !== null && owner !== sub) {
        queryClient.clear();
        navigation.replace('/');
      } else if (owner !== null) {
        void queryClient.invalidateQueries();
      }
      owner = sub;
    }
    if (!signedIn && (wasSignedIn || wasExpired) && !expired) {
      queryClient.clear();
      owner = null;
    }
    wasSignedIn = signedIn;
    wasExpired = expired;
  });
  return { navigation, auth, apiClient, queryClient };
}
