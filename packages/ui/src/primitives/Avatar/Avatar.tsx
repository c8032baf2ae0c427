import type { Ref } from 'react';
import { Avatar as RadixAvatar } from 'radix-ui';
import { displayablePhotoUrl } from '../../media/photo-url';
import { initialsOf } from './initials';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export type AvatarProps = {
  /** The member's name: the image's alt text and the source of the initials. */
  name: string;
  /**
   * The photo's address from the server; missing, broken or not an http(s) or same-origin
   * address, the initials (or a silhouette) show instead.
   */
  src?: string | null;
  size?: AvatarSize;
  /** The name is already written next to the avatar: hide it from screen readers. */
  decorative?: boolean;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
};

/**
 * A member's photo, or their initials when there is no photo, its address is not one a page may
 * load (only http(s) and same-origin paths are), or it fails to load.
 */
export function Avatar({
  name,
  src: givenSrc,
  size = 'md',
  decorative = false,
  className,
  ref,
}: AvatarProps) {
  const src = displayablePhotoUrl(givenSrc);
  const initials = initialsOf(name);
  // no name, nothing to announce: the silhouette is decoration
  const hidden = decorative || initials === '';
  return (
    <RadixAvatar.Root
      ref={ref}
      className={[styles.avatar({ size }), className].filter(Boolean).join(' ')}
      data-size={size}
    >
      {src ? (
        <RadixAvatar.Image className={styles.image} src={src} alt={hidden ? '' : name} />
      ) : null}
      {/* a short delay avoids flashing initials while a working photo is loading */}
      <RadixAvatar.Fallback
        className={styles.fallback}
        delayMs={src ? 300 : 0}
        role={hidden ? undefined : 'img'}
        aria-label={hidden ? undefined : name}
        aria-hidden={hidden || undefined}
        data-testid="avatar-fallback"
      >
        {initials ? <span aria-hidden="true">{initials}</span> : <Silhouette />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

function Silhouette() {
  return (
    <svg className={styles.silhouette} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3 23c0-5 4-8.5 9-8.5s9 3.5 9 8.5z" />
    </svg>
  );
}
