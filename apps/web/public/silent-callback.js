/* global window */
// The page the identity provider sends a silent sign-in back to, inside a hidden frame of the
// app's own page: it hands the answer (this page's address, with its code and state) to that
// page, as oidc-client-ts's own callback would, without loading the app. The message's shape is
// oidc-client-ts's; apps/web/src/auth/silent-callback.test.ts holds the two to the same message.
window.parent.postMessage(
  { source: 'oidc-client', url: window.location.href, keepOpen: false },
  window.location.origin,
);
