/*
 * Raw design values shared by both themes. Only files in theme/ may hold literals like these.
 */

/**
 * Window widths, in CSS pixels at the browser's default text size (16 px). The media queries
 * compare in em, which is that default size: a member who sets larger text gets the layout of a
 * narrower window, as zooming in would give, rather than a desktop layout too narrow for it.
 */
export const breakpoints = {
  /** phones first: everything below `tablet` is the base style */
  tablet: 640,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = 'mobile' | keyof typeof breakpoints;

export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet / 16}em)`,
  desktop: `screen and (min-width: ${breakpoints.desktop / 16}em)`,
  wide: `screen and (min-width: ${breakpoints.wide / 16}em)`,
  /**
   * A window under 15 em: a phone with its text at about 170 % or more (a 390 px phone is 24 em
   * at the browser's default size, 12 em at 200 %). Side-by-side tiles go one under the other.
   */
  largeTextPhone: 'screen and (max-width: 15em)',
  /**
   * A window under 30 em tall (480 px at the browser's default size): a phone on its side. The
   * header then scrolls away with the page rather than staying over it, so the page keeps more
   * than half of the window between it and the bottom tab bar, and a dialog's whole panel scrolls
   * as one, so its actions are never left outside the window.
   */
  shortWindow: 'screen and (max-height: 30em)',
  /**
   * A pointer that hovers (a mouse, a trackpad). Hover styles are kept to it: on a touch screen a
   * tap leaves what was tapped hovered until the next tap elsewhere, so a button or tab looked
   * pressed long after the tap.
   */
  canHover: '(hover: hover)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
} as const;

/**
 * A contrast theme (Windows' forced colours) replaces every colour of ours with the member's own
 * few, removes shadows and shows transparent borders. A state we show by a background or a shadow
 * alone (the current page, the chosen tab or theme, a progress bar's fill, a switch's thumb) would
 * disappear: under `mediaQueries.forcedColors` it takes these colours, the member's own by their
 * system names, which the browser lets through. A chart or a heat map keeps its own colours
 * instead (`forcedColorAdjust: 'none'`), as its colours are its content.
 */
export const systemColors = {
  canvas: 'Canvas',
  canvasText: 'CanvasText',
  highlight: 'Highlight',
  highlightText: 'HighlightText',
  buttonText: 'ButtonText',
  grayText: 'GrayText',
} as const;

/**
 * Inter (a variable webfont shipped with the app, so text looks the same on every machine and
 * in every screenshot) for text and headings; until its file arrives, a local font scaled to
 * Inter's widths (the 'Inter Fallback' faces beside it), so text wraps the same before and after;
 * Noto Color Emoji next, so emoji in names and captions come from one colour font wherever the
 * device has it (Android, most Linux desktops, the machines that take the stories' pictures).
 */
const textStack =
  '"Inter Variable", "Inter Fallback", "Inter Fallback Roboto", "Noto Color Emoji", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const fontStacks = {
  body: textStack,
  heading: textStack,
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
};

export const sharedTokens = {
  font: fontStacks,
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  lineHeight: { tight: '1.15', snug: '1.35', normal: '1.55' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  space: {
    none: '0',
    '3xs': '2px',
    '2xs': '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    '2xl': '48px',
    '3xl': '64px',
    '4xl': '96px',
  },
  size: {
    borderThin: '1px',
    borderThick: '2px',
    focusRing: '3px',
    focusOffset: '2px',
    iconSm: '16px',
    iconMd: '20px',
    iconLg: '24px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    avatarSm: '32px',
    avatarMd: '48px',
    avatarLg: '80px',
    avatarXl: '128px',
    progressTrack: '10px',
    // a small line chart's drawing, at every width (its labels stay text-sized)
    chartHeight: '128px',
    dialogSm: '420px',
    dialogMd: '560px',
    toastWidth: '380px',
    tooltipMax: '280px',
    menuMin: '200px',
    readable: '65ch',
    // the widest a name may make a table's column: a longer word breaks there
    tableText: '16em',
    // the narrowest a squeezed table leaves a name: words up to this long stay whole
    tableTextMin: '7em',
    // the narrowest a page's side column gets: a ranked row's name of about 16 letters stays
    // whole beside its rank, photo, 'You' and change (rem: it grows with her text size)
    sideColumnMin: '22rem',
    content: '1200px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    // Progress bars animate to their value over 1 s
    progress: '1000ms',
    easeStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easeEmphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
  },
  zIndex: { sticky: '10', overlay: '40', modal: '50', popover: '60', toast: '70' },
} as const;

/** The palettes, kept as data so the Foundations stories can list them. */
export const palettes = {
  light: {
    background: '#f6f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#eeeef2',
    border: '#d9d9e0',
    borderStrong: '#8b8d98',
    text: '#1a1b20',
    textMuted: '#555866',
    textInverse: '#ffffff',
    primary: '#c2410c',
    primaryHover: '#a8360a',
    primaryActive: '#8f2e08',
    onPrimary: '#ffffff',
    primarySubtle: '#ffedd5',
    onPrimarySubtle: '#7c2d12',
    neutral: '#e8e8ed',
    neutralHover: '#dcdce3',
    onNeutral: '#1a1b20',
    success: '#15803d',
    successSurface: '#ecfdf3',
    onSuccessSurface: '#14532d',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    onDanger: '#ffffff',
    dangerSurface: '#fef2f2',
    onDangerSurface: '#7f1d1d',
    warning: '#b45309',
    warningSurface: '#fffbeb',
    onWarningSurface: '#78350f',
    info: '#1d4ed8',
    infoSurface: '#eff6ff',
    onInfoSurface: '#1e3a8a',
    focusRing: '#2563eb',
    overlay: 'rgba(15, 16, 20, 0.55)',
    skeleton: '#e6e6ec',
    skeletonHighlight: '#f3f3f7',
    medalGold: '#f5c542',
    medalSilver: '#c9ced6',
    medalBronze: '#d99560',
    onMedal: '#1a1b20',
    // workouts on a day (0, 1, 2, 3 or more): each level differs from the next in lightness (about
    // 2.3:1), not in hue alone, from the neutral grey to the orange ramp's darkest brown
    activity0: '#e8e8ed',
    activity1: '#f87115',
    activity2: '#a43711',
    activity3: '#431407',
    link: '#b23c0b',
    linkHover: '#8f2e08',
  },
  dark: {
    background: '#0e0f13',
    surface: '#17181e',
    surfaceRaised: '#1f2028',
    surfaceSunken: '#0a0b0e',
    border: '#2e303a',
    borderStrong: '#6b6e7b',
    text: '#f1f2f5',
    textMuted: '#a8abb8',
    textInverse: '#0e0f13',
    primary: '#fb923c',
    primaryHover: '#fdab67',
    primaryActive: '#f97316',
    onPrimary: '#1c0d02',
    primarySubtle: '#3b1d0c',
    onPrimarySubtle: '#fed7aa',
    neutral: '#2a2c35',
    neutralHover: '#353743',
    onNeutral: '#f1f2f5',
    success: '#4ade80',
    successSurface: '#0f2a1a',
    onSuccessSurface: '#bbf7d0',
    danger: '#f87171',
    dangerHover: '#fca5a5',
    onDanger: '#1f0606',
    dangerSurface: '#2f1214',
    onDangerSurface: '#fecaca',
    warning: '#fbbf24',
    warningSurface: '#2d2108',
    onWarningSurface: '#fde68a',
    info: '#60a5fa',
    infoSurface: '#0f1d33',
    onInfoSurface: '#bfdbfe',
    focusRing: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.7)',
    skeleton: '#24252d',
    skeletonHighlight: '#2f313a',
    medalGold: '#f5c542',
    medalSilver: '#c9ced6',
    medalBronze: '#d99560',
    onMedal: '#1a1b20',
    // workouts on a day (0, 1, 2, 3 or more): each level differs from the next in lightness (about
    // 2.2:1), not in hue alone, from the grey of an empty day to a pale peach
    activity0: '#24252d',
    activity1: '#a23711',
    activity2: '#f46b13',
    activity3: '#fed7aa',
    link: '#fdab67',
    linkHover: '#fed7aa',
  },
} as const;

export const shadows = {
  light: {
    sm: '0 1px 2px rgba(16, 17, 22, 0.06), 0 1px 3px rgba(16, 17, 22, 0.1)',
    md: '0 4px 12px rgba(16, 17, 22, 0.1), 0 2px 4px rgba(16, 17, 22, 0.06)',
    lg: '0 16px 40px rgba(16, 17, 22, 0.18), 0 4px 12px rgba(16, 17, 22, 0.08)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 14px rgba(0, 0, 0, 0.55)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.7)',
  },
} as const;

export type ThemeName = keyof typeof palettes;
