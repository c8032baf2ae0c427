/** What the identity provider put in the query string on its way back. */
export type CallbackQuery =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'error'; error: string; errorDescription: string | null; state: string };

/** Reads the callback parameters from a query string the caller passes in; null when it is no callback. */
export function parseCallbackQuery(query: string | undefined): CallbackQuery | null {
  if (!query) return null;
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = params.get('state');
  if (!state) return null;
  const code = params.get('code');
  if (code) return { kind: 'code', code, state };
  const error = params.get('error');
  if (error)
    return { kind: 'error', error, errorDescription: params.get('error_description'), state };
  return null;
}
