// The invite dialog's button states (Invite → Sending... → Invited) and error texts
export const inviteMembersMessages = {
  invite: 'Invite',
  sending: 'Sending...',
  invited: 'Invited',
  invalidEmail: 'Please enter a valid email address',
  searchFailed: 'Failed to search users',
  inviteFailed: 'Failed to invite user',
  emailInviteFailed: 'Failed to send email invite',
} as const;

/**
 * The empty search's text in its parts: the query between two fixed parts, so that the UI can
 * isolate the query's writing direction (a right-to-left override left open in it must not
 * reverse the closing quote). The query is data: it renders as text, never as markup.
 */
export function noUsersFoundParts(query: string) {
  return { before: 'No users found matching "', query, after: '"' } as const;
}

/** The empty search's text, as read and announced. */
export function noUsersFoundMessage(query: string): string {
  const { before, after } = noUsersFoundParts(query);
  return `${before}${query}${after}`;
}
