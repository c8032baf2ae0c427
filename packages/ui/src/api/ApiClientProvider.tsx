import { createContext, use, type ReactNode } from 'react';
import type { ApiClient } from '@reprally/api-client';

/**
 * The concrete api client arrives through context: the app passes its axios
 * client with real tokens; stories and tests pass one whose token names a persona.
 */
const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
