import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@reprally/api-client';
import { READ_RETRIES, retryRead } from './read-retry';

const failure = (kind: ApiErrorKind, status: number | null = null) =>
  new ApiError({ kind, status, message: 'Failed', call: 'groups.get' });

describe('retryRead', () => {
  it('tries again when no answer came, the server failed or asked to wait', () => {
    for (const error of [
      failure('network'),
      failure('timeout'),
      failure('http', 500),
      failure('http', 503),
      failure('http', 408),
      failure('http', 429),
    ]) {
      expect(retryRead(0, error)).toBe(true);
      expect(retryRead(READ_RETRIES - 1, error)).toBe(true);
      expect(retryRead(READ_RETRIES, error)).toBe(false);
    }
  });

  it('takes any other answer as the answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(retryRead(0, failure('http', status))).toBe(false);
    }
  });

  it('does not try again without a token, for a body that does not fit, or for other errors', () => {
    expect(retryRead(0, failure('auth'))).toBe(false);
    expect(retryRead(0, failure('schema'))).toBe(false);
    expect(retryRead(0, failure('aborted'))).toBe(false);
    expect(retryRead(0, new Error('boom'))).toBe(false);
  });
});
