/**
 * The component folders whose stories set `screenModes` (or a phone- or desktop-only set) and so
 * are captured in more than light desktop: screens, the shell and the phone-only navigation. The
 * phone run renders only these; `scripts/story-conventions.test.ts` checks that the
 * stories in them, and only those, opt in.
 */
export const multiModeStoryFolders = [
  '*Page',
  '*Screen',
  'AppShell',
  'AdminDashboard',
  'AdminLayout',
  'SideMenu',
  'BottomTabBar',
] as const;
