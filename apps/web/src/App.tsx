import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { ApiClientProvider, AppConfigProvider, ThemeProvider } from '@reprally/ui';
import { AuthSession } from './auth/AuthSession';
import { appConfig } from './env';
import type { AppRuntime } from './runtime';

export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <ThemeProvider>
      <AppConfigProvider config={appConfig}>
        <AuthSession auth={runtime.auth}>
          <ApiClientProvider client={runtime.apiClient}>
            <QueryClientProvider client={runtime.queryClient}>
              <RouterProvider router={runtime.router} />
            </QueryClientProvider>
          </ApiClientProvider>
        </AuthSession>
      </AppConfigProvider>
    </ThemeProvider>
  );
}
