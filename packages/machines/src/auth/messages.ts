// spec 1 §§4, 5, 8 and DECISIONS 'Sign-in'
export const authMessages = {
  loginFailed: 'Login failed',
  getAccessTokenFailed: 'Get access token failed',
  authenticateRequestFailed: 'Failed to authenticate request',
  adminCheckFailed: 'Failed to verify admin privileges',
  invalidState: 'Invalid state',
  popupTimeout: 'Timeout',
  popupClosed: 'Popup closed',
} as const;
