import type { EarnedMonthlyBadge } from '@reprally/api-client';
import { Tag } from '../../../primitives/Tag';
import { BadgeMedallion } from '../BadgeMedallion';
import * as styles from './MonthlyBadgeGrid.css';

export type MonthlyBadgeGridProps = {
  /** The earned badges, in the order to show them. */
  badges: readonly EarnedMonthlyBadge[];
  /** Which badges read 'New!'; by default the ones the server flags isNew. */
  isHighlighted?: (badge: EarnedMonthlyBadge) => boolean;
  /**
   * 'clamped' (the default) cuts a description after two lines, for a grid that links to where
   * it is read whole; 'whole' shows all of it, where nothing else does.
   */
  descriptions?: 'clamped' | 'whole';
};

const flaggedNew = (badge: EarnedMonthlyBadge) => badge.isNew;

/**
 * Earned monthly badges as tiles: the medallion coloured by keyword, the name, the description,
 * and a bouncing 'New!' on the highlighted ones. Used by the dashboard card (descriptions cut at
 * two lines) and the Monthly Badges page (descriptions whole: the only place a member reads what
 * a badge asked of her).
 */
export function MonthlyBadgeGrid({
  badges,
  isHighlighted = flaggedNew,
  descriptions = 'clamped',
}: MonthlyBadgeGridProps) {
  const descriptionClass = styles.description({ clamped: descriptions === 'clamped' });
  return (
    <ul className={styles.grid}>
      {badges.map((badge) => {
        const highlighted = isHighlighted(badge);
        return (
          <li key={badge.badgeId} className={styles.badge} data-new={highlighted || undefined}>
            {highlighted ? (
              <Tag tone="primary" size="sm" className={styles.newTag}>
                New!
              </Tag>
            ) : null}
            <BadgeMedallion badgeName={badge.badgeName} size="lg" />
            {/* an admin's words, each in its own direction */}
            <p className={styles.badgeName} dir="auto">
              {badge.badgeName}
            </p>
            {badge.badgeDescription ? (
              <p className={descriptionClass} dir="auto">
                {badge.badgeDescription}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
