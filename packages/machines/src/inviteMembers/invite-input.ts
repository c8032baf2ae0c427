/** User search needs non-empty trimmed text; returns the text to search or null. */
export function searchableQuery(query: string): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * An e-mail invite needs a non-empty address containing '@', with something on each side of it
 * and no space inside: ' @ ' and 'ana @example.com' are typing slips, not addresses.
 */
export function isInvitableEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(email.trim());
}
