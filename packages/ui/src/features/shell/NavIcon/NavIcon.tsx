import type { ReactNode } from 'react';
import type { NavIconName } from '../nav-entries';
import * as styles from './NavIcon.css';

export const navIconNames = [
  'dashboard',
  'workouts',
  'warriors',
  'groups',
  'profile',
  'menu',
  'close',
] as const satisfies readonly (NavIconName | 'menu' | 'close')[];

export type NavIconProps = { name: (typeof navIconNames)[number] };

/** Line icons for the bottom-bar tabs and the side menu's buttons (decorative: the label names them). */
export function NavIcon({ name }: NavIconProps) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}

const paths: Record<NavIconProps['name'], ReactNode> = {
  dashboard: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11h5v-6h4v6h5V9" />
    </>
  ),
  workouts: (
    <>
      <path d="M6.5 6.5v11M17.5 6.5v11M3.5 9v6M20.5 9v6M6.5 12h11" />
    </>
  ),
  warriors: (
    <>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4Z" />
      <path d="M16 5h3v2a3 3 0 0 1-3 3M8 5H5v2a3 3 0 0 0 3 3M12 13v4M8.5 20h7M10 17h4" />
    </>
  ),
  groups: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19a5.5 5.5 0 0 1 11 0" />
      <path d="M15.5 5.3a3 3 0 0 1 0 5.4M17 14a5.5 5.5 0 0 1 3.5 5" />
    </>
  ),
  profile: (
    <>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20a7 7 0 0 1 14 0" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
};
