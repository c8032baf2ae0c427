// Sign-in texts: fallbacks for library errors without a message, the token and admin-check failures
export const authMessages = {
  loginFailed: 'Login failed',
  getAccessTokenFailed: 'Get access token failed',
  authenticateRequestFailed: 'Failed to authenticate request',
  adminCheckFailed: 'Failed to verify admin privileges',
  invalidState: 'Invalid state',
  popupTimeout: 'Timeout',
  popupClosed: 'Popup closed',
  // after a failure's fallback when the browser got no answer, as for every other call
  noAnswer: 'the server could not be reached',
  // and when the sign-in library gave up waiting for the provider's answer
  noAnswerInTime: 'the server did not answer in time',
} as const;
