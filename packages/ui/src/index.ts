// The public face of @reprally/ui. Global styles come along with the first import.
import './theme/global.css';

// theme
export { vars } from './theme/vars.css';
export { lightTheme, darkTheme } from './theme/themes.css';
export { sprinkles, type Sprinkles, type Space } from './theme/sprinkles.css';
export { breakpoints, mediaQueries, palettes, type ThemeName } from './theme/tokens';
export {
  THEME_STORAGE_KEY,
  themeClass,
  themeChoices,
  themeBootScript,
  isThemeChoice,
  readStoredChoice,
  resolveTheme,
  type ThemeChoice,
  type ResolvedTheme,
} from './theme/theme-preference';
export { ThemeProvider, useTheme, type ThemeProviderProps } from './theme/ThemeProvider';

// context
export {
  ClockProvider,
  useClock,
  fixedClock,
  systemClock,
  type Clock,
} from './clock/ClockProvider';
export {
  SessionProvider,
  useSession,
  type Session,
  type SessionUser,
  type SessionValue,
  type SessionActions,
} from './session/SessionContext';

export {
  AppConfigProvider,
  useAppConfig,
  useDocumentTitle,
  pageTitle,
  defaultAppConfig,
  type AppConfig,
} from './app-config/AppConfigContext';

// layout
export { Box, type BoxProps } from './layout/Box';
export { Stack, type StackProps } from './layout/Stack';
export { Inline, type InlineProps } from './layout/Inline';

// primitives
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './primitives/Button';
export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './primitives/Spinner';

// primitives: display (Card, Alert, Avatar, Table, ...)
// -- end display primitives

// primitives: interactive (Dialog, Tabs, fields, ThemeSwitch, ...)
// -- end interactive primitives
