import { describe, expect, it } from 'vitest';
import { ApiError } from '@reprally/api-client';
import { isForbidden, retryAdminRead } from './admin-errors';

const httpError = (status: number) =>
  new ApiError({ kind: 'http', status, message: `Failed: ${status}`, call: 'admin.stats.get' });

describe('admin errors', () => {
  it('recognises the 403 of a token without the Admin role', () => {
    expect(isForbidden(httpError(403))).toBe(true);
    expect(isForbidden(httpError(500))).toBe(false);
    expect(isForbidden(new Error('403'))).toBe(false);
  });

  it('retries a read once when no answer came, never after an error status', () => {
    const offline = new ApiError({ kind: 'network', message: 'Network Error', call: 'x' });
    expect(retryAdminRead(0, offline)).toBe(true);
    expect(retryAdminRead(1, offline)).toBe(false);
    expect(retryAdminRead(0, httpError(403))).toBe(false);
    expect(retryAdminRead(0, httpError(500))).toBe(false);
  });
});
