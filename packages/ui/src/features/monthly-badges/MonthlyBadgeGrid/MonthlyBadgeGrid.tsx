import type { EarnedMonthlyBadge } from '@reprally/api-client';
import { SkeletonShape } from '../../../primitives/Skeleton';
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
    <ul role="list" className={styles.grid}>
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

/** More tiles than a row of the widest grid holds; the row shows as many as fit. */
const PLACEHOLDER_TILES = 5;

/**
 * A row of grey badge tiles for a grid still loading, built with the grid's own classes: as wide
 * as its tiles, as tall as a tile with a one-line name and two lines of description. One row only
 * (the rest stay out of sight), since how many badges a month has is not known before they come.
 * Put it inside a `Skeleton`, which says what is loading.
 */
export function MonthlyBadgeGridPlaceholder() {
  return (
    <div className={`${styles.grid} ${styles.placeholderGrid}`}>
      {Array.from({ length: PLACEHOLDER_TILES }, (_, index) => (
        <div key={index} className={styles.badge}>
          <SkeletonShape shape="circle" size="md" />
          <span
            className={`${styles.badgeName} ${styles.placeholderLine} ${styles.placeholderName}`}
          >
            <SkeletonShape />
          </span>
          <span className={`${styles.description({ clamped: false })} ${styles.placeholderLine}`}>
            <SkeletonShape lines={2} />
          </span>
        </div>
      ))}
    </div>
  );
}
