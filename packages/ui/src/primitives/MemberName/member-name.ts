/** What shows for a member who has no name (her identity provider gave none, and she saved none). */
export const NO_NAME_TEXT = 'No name set';

/** Whether a member has a name to show: one of spaces only is none. */
export const hasMemberName = (name: string | null | undefined): name is string =>
  typeof name === 'string' && name.trim() !== '';

/**
 * A member's name as said in a label, a sentence or an alt text ('Invite …', '… was removed'):
 * 'No name set' for a member who has none.
 */
export const memberNameText = (name: string | null | undefined): string =>
  hasMemberName(name) ? name : NO_NAME_TEXT;
