/**
 * Visual modes: the theme and viewport combinations a story is captured in. Declared once here,
 * in the `chromatic.modes` parameter shape, so Chromatic and the local visual run
 * (`npm run test:visual`) read the same set. Stories never export a copy that only switches the
 * theme or the viewport: the modes cover that.
 *
 * The preview applies `componentModes` (light desktop) to every story; screens opt in to all three
 * with `screenModes` in their meta. Capturing every widget three times would cost minutes of
 * every test run; the screens hold the widgets, so their dark and phone looks are still captured.
 */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

export type VisualMode = {
  theme: 'light' | 'dark';
  viewport: (typeof viewports)[ViewportName];
  /** Chromatic's switch to leave a mode out of an inherited set */
  disable?: boolean;
};

export const allModes = {
  'light desktop': { theme: 'light', viewport: viewports.desktop },
  'dark desktop': { theme: 'dark', viewport: viewports.desktop },
  'light phone': { theme: 'light', viewport: viewports.phone },
} as const satisfies Record<string, VisualMode>;

export type ModeName = keyof typeof allModes;

/** Every mode, each switched on or off explicitly, so a story's own choice always wins a merge. */
type ModeSet = Record<ModeName, VisualMode & { disable: boolean }>;

const only = (...names: ModeName[]): ModeSet => ({
  'light desktop': { ...allModes['light desktop'], disable: !names.includes('light desktop') },
  'dark desktop': { ...allModes['dark desktop'], disable: !names.includes('dark desktop') },
  'light phone': { ...allModes['light phone'], disable: !names.includes('light phone') },
});

/**
 * Screens (and the shell around them): light and dark on a desktop, and light on a phone. A
 * screen's stories set this in their meta; a screen holds its widgets, so their dark and phone
 * looks are captured there.
 */
export const screenModes: ModeSet = only('light desktop', 'dark desktop', 'light phone');

/** Everything else (primitives, layout, widgets): light on a desktop. The preview's default. */
export const componentModes: ModeSet = only('light desktop');

/** A widget that exists only on a phone (the bottom tab bar, the side menu). */
export const phoneOnlyModes: ModeSet = only('light phone');

/**
 * For a screen story whose play function checks the desktop layout (the top navigation, say):
 * its phone counterpart is a story of its own, so the phone capture is left out. Such a story
 * also carries the tag 'desktop-only', which keeps the phone run from rendering it at all.
 */
export const desktopOnlyModes: ModeSet = only('light desktop', 'dark desktop');

/**
 * Whether a story with these `chromatic.modes` is a screen: captured in more than light desktop.
 * A screen's picture is the whole page, drawn in the room the app's frame gives a page.
 */
export function isScreenModes(modes: Partial<Record<string, { disable?: boolean } | undefined>>) {
  return Object.entries(modes).some(
    ([mode, wanted]) => mode !== 'light desktop' && wanted !== undefined && !wanted.disable,
  );
}
