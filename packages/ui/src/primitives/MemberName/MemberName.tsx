import { hasMemberName, NO_NAME_TEXT } from './member-name';
import * as styles from './MemberName.css';

export interface MemberNameProps {
  /** The member's name as the server gave it ('' when she has none). */
  name: string;
  /**
   * The list's own name style (size, weight, line clamping), on a span of its own; without it, a
   * name is written as bare text into the element around it.
   */
  className?: string;
}

/**
 * A member's name in a list, a card or a comment, as text. A member with no name (or one of
 * spaces) shows 'No name set', muted, as her own profile does, rather than an empty row.
 */
export function MemberName({ name, className }: MemberNameProps) {
  // a name is just its text where no class is given: the element around it stays the name's own
  if (hasMemberName(name)) return className ? <span className={className}>{name}</span> : name;
  // muted in a span of its own: the list's name style may set a colour of its own
  const missing = <span className={styles.missing}>{NO_NAME_TEXT}</span>;
  return className ? <span className={className}>{missing}</span> : missing;
}
