import { describe, expect, it } from 'vitest';
import { parseCallbackQuery } from './callback-query';

describe('parseCallbackQuery', () => {
  it('reads code and state', () => {
    expect(parseCallbackQuery('?code=abc&state=xyz')).toEqual({
      kind: 'code',
      code: 'abc',
      state: 'xyz',
    });
  });

  it('reads error and state, with the description when present', () => {
    expect(parseCallbackQuery('error=access_denied&error_description=Nope&state=xyz')).toEqual({
      kind: 'error',
      error: 'access_denied',
      errorDescription: 'Nope',
      state: 'xyz',
    });
  });

  it.each([undefined, '', '?', '?code=abc', '?error=login_required', '?state=xyz', '?tab=members'])(
    'is no callback for %j',
    (query) => {
      expect(parseCallbackQuery(query)).toBeNull();
    },
  );
});
