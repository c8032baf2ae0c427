import * as styles from './BrandMark.css';

export type BrandMarkProps = {
  appName: string;
  size?: 'md' | 'lg';
  /**
   * The name beside the mark; off where a heading already says it, 'fromTablet' where a phone
   * header has no room for it (the link around the mark still names the product), and
   * 'fromTabletForMember' in the signed-out header, whose built page may be marked for a member
   * coming back: then the name shows on a phone only when the page is not so marked.
   */
  showName?: boolean | 'fromTablet' | 'fromTabletForMember';
};

const nameStyles = {
  fromTablet: styles.nameFromTablet,
  fromTabletForMember: styles.nameFromTabletForMember,
};

/** The product mark: a barbell in the primary colour, followed by the product name. */
export function BrandMark({ appName, size = 'md', showName = true }: BrandMarkProps) {
  return (
    <span className={styles.brand({ size })}>
      <svg
        className={styles.mark({ size })}
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="64" height="64" rx="14" className={styles.markTile} />
        <path
          d="M14 26h6v12h-6zM44 26h6v12h-6zM20 22h5v20h-5zM39 22h5v20h-5zM25 30h14v4H25z"
          className={styles.markBar}
        />
      </svg>
      {showName ? (
        <span className={showName === true ? undefined : nameStyles[showName]}>{appName}</span>
      ) : null}
    </span>
  );
}
