import type { IdTokenClaims } from './id-token';
import { authMessages } from './messages';

export interface AdminStatus {
  isAdmin: boolean;
  error: string | null;
}

/** Claim name configurable, default 'roles' */
export const DEFAULT_ROLES_CLAIM = 'roles';

/**
 * Admin only when the roles claim contains 'Admin'. A claim of one role may be a string rather
 * than a list of one: providers such as IdentityServer write a single role that way and several
 * as an array, so 'Admin' alone is the list ['Admin'] (and 'Admin, Member' is no list at all).
 * A missing claim means a member; a claim that cannot be read as roles is a failed check: not
 * admin, with the error.
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
