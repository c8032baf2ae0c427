import { badgeToneFor } from '../badge-colours';
import * as styles from './BadgeMedallion.css';

export const badgeMedallionSizes = ['md', 'lg'] as const;
export type BadgeMedallionSize = (typeof badgeMedallionSizes)[number];

export type BadgeMedallionProps = {
  /** The badge's name; its keywords pick the colour. */
  badgeName: string;
  size?: BadgeMedallionSize;
  className?: string;
};

/** A badge's round emblem, coloured by the keywords in its name. Decorative: the name is text. */
export function BadgeMedallion({ badgeName, size = 'md', className }: BadgeMedallionProps) {
  const tone = badgeToneFor(badgeName);
  return (
    <span
      className={[styles.medallion({ tone, size }), className].filter(Boolean).join(' ')}
      data-tone={tone}
      aria-hidden="true"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 2.5l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />
      </svg>
    </span>
  );
}
