/* global window, URLSearchParams */
// The page the identity provider sends a silent sign-in back to, inside a hidden frame of the
// app's own page: it hands the answer (this page's address, with its code and state) to that
// page, as oidc-client-ts's own callback would, without loading the app. The message's shape is
// oidc-client-ts's; apps/web/src/auth/silent-callback.test.ts holds the two to the same message.
// Opened by hand (in no frame, or without the provider's answer: its request's `state` with a
// `code` or an `error`), there is nothing to hand over and no page waiting: it goes home, as
// /callback without an answer does, rather than stay blank.
var answer = new URLSearchParams(window.location.search);
if (
  window.parent === window ||
  !answer.get('state') ||
  !(answer.get('code') || answer.get('error'))
) {
  window.location.replace('/');
} else {
  window.parent.postMessage(
    { source: 'oidc-client', url: window.location.href, keepOpen: false },
    window.location.origin,
  );
}
