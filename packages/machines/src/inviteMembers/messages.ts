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

/** The query is data: the UI renders this string as text, never as markup. */
export function noUsersFoundMessage(query: string): string {
  return `No users found matching "${query}"`;
}
