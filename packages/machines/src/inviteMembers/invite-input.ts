/** User search needs non-empty trimmed text; returns the text to search or null. */
export function searchableQuery(query: string): string | null {
  const trimmed = query.trim();
  return trimmed === '' ? null : trimmed;
}

/** An e-mail invite needs a non-empty address containing '@'. */
export function isInvitableEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed !== '' && trimmed.includes('@');
}
