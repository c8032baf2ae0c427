import type { IdTokenClaims } from './id-token';
import { authMessages } from './messages';

export interface AdminStatus {
  isAdmin: boolean;
  error: string | null;
}

/** Claim name configurable, default 'roles' */
export const DEFAULT_ROLES_CLAIM = 'roles';

/**
 * Admin only when the roles claim contains 'Admin'. A missing claim means a
 * member; a claim that cannot be read as roles is a failed check: not admin, with the error.
 */
export function adminStatusFromClaims(claims: IdTokenClaims, rolesClaim: string): AdminStatus {
  const roles = claims[rolesClaim];
  if (roles === undefined || roles === null) return { isAdmin: false, error: null };
  if (Array.isArray(roles) && roles.every((role) => typeof role === 'string')) {
    return { isAdmin: roles.includes('Admin'), error: null };
  }
  if (typeof roles === 'string') return { isAdmin: roles === 'Admin', error: null };
  return { isAdmin: false, error: authMessages.adminCheckFailed };
}
