import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import {
  AppConfigProvider,
  AppHeader,
  SessionProvider,
  SignInPrompt,
  ThemeProvider,
  ToastProvider,
  TooltipProvider,
  type SessionValue,
} from '@reprally/ui';
import { appConfig } from './env';

// Until sign-in lands (the identity provider and the auth machine), every visitor is signed out.
const signedOut: SessionValue = {
  session: { status: 'signedOut' },
  login: () => undefined,
  logout: () => undefined,
};

export function App() {
  return (
    <ThemeProvider>
      <AppConfigProvider config={appConfig}>
        <SessionProvider value={signedOut}>
          <TooltipProvider>
            <ToastProvider>
              <BrowserRouter>
                <AppHeader />
                <Routes>
                  <Route path="/" element={<SignInPrompt />} />
                  {/* spec 1 §2: any unknown path redirects to / */}
                  <Route path="*" element={<Navigate to="/" replace />} />
                </Routes>
              </BrowserRouter>
            </ToastProvider>
          </TooltipProvider>
        </SessionProvider>
      </AppConfigProvider>
    </ThemeProvider>
  );
}
