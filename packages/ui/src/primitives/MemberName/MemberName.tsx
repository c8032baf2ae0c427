import { hasMemberName, NO_NAME_TEXT } from './member-name';
import * as styles from './MemberName.css';

export interface MemberNameProps {
  /** The member's name as the server gave it ('' when she has none). */
  name: string;
  /** The list's own name style (size, weight, line clamping). */
  className?: string;
}

/**
 * A member's name in a list, a card or a comment, as text. A member with no name (or one of
 * spaces) shows 'No name set', muted, as her own profile does, rather than an empty row.
 */
export function MemberName({ name, className }: MemberNameProps) {
  if (hasMemberName(name)) {
    return <span className={className}>{name}</span>;
  }
  return (
    <span className={[className, styles.missing].filter(Boolean).join(' ')}>{NO_NAME_TEXT}</span>
  );
}
