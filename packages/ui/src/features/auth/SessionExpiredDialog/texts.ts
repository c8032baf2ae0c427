// In a module of their own: the page's fallback prompt shows them without the dialog's code
export const SESSION_EXPIRED_TITLE = 'Your session has expired';
export const SESSION_EXPIRED_MESSAGE =
  'Log in again to carry on. Everything you typed is still here.';
