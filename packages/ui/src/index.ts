// The public face of @reprally/ui. The theme and base styles come with ThemeProvider.

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
export { TimersProvider, useTimers, browserTimers, type Timers } from './clock/timers';
export {
  SessionProvider,
  useSession,
  type Session,
  type SessionUser,
  type SessionValue,
  type SessionActions,
  type LoginOptions,
} from './session/SessionContext';

export {
  AppConfigProvider,
  useAppConfig,
  useDocumentTitle,
  pageTitle,
  defaultAppConfig,
  type AppConfig,
} from './app-config/AppConfigContext';
export { ApiClientProvider, useApiClient } from './api/ApiClientProvider';
export {
  useOnline,
  whenOnline,
  onceOnline,
  importWhenOnline,
  onRetryOfFailedCode,
} from './api/online';
export { queryKeys, changedByLoggingAWorkout } from './api/query-keys';
export { idleRevealsWaiting } from './api/first-answer';
export { askBeforeLeavingDrafts } from './api/kept-draft';
export { retryRead } from './api/read-retry';

// layout
export { Box, type BoxProps } from './layout/Box';
export { Stack, type StackProps } from './layout/Stack';
export { Inline, type InlineProps } from './layout/Inline';
// the room the app's frame gives a page, for a screen drawn without the frame (its stories)
export { pageInFrame } from './layout/page-gutter.css';

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
export {
  IconButton,
  iconButtonVariants,
  iconButtonSizes,
  type IconButtonProps,
  type IconButtonVariant,
  type IconButtonSize,
} from './primitives/IconButton';
export { Link, linkVariants, type LinkProps, type LinkVariant } from './primitives/Link';
export {
  Card,
  cardPaddings,
  cardElements,
  type CardProps,
  type CardPadding,
  type CardElement,
} from './primitives/Card';
export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingProps,
  type HeadingLevel,
  type HeadingSize,
  type HeadingTone,
} from './primitives/Heading';
export {
  Text,
  textSizes,
  textTones,
  textWeights,
  textElements,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
  type TextElement,
} from './primitives/Text';
export { Alert, type AlertProps } from './primitives/Alert';
export { Banner, bannerTones, type BannerProps, type BannerTone } from './primitives/Banner';
export { InlineError, type InlineErrorProps } from './primitives/InlineError';
export { NoValue, type NoValueProps } from './primitives/NoValue';
export {
  MemberName,
  memberNameText,
  NO_NAME_TEXT,
  type MemberNameProps,
} from './primitives/MemberName';
export {
  ProgressBar,
  ProgressBarPlaceholder,
  progressBarTones,
  progressBarSizes,
  type ProgressBarProps,
  type ProgressBarPlaceholderProps,
  type ProgressBarTone,
  type ProgressBarSize,
} from './primitives/ProgressBar';
export {
  Tag,
  tagTones,
  tagSizes,
  type TagProps,
  type TagTone,
  type TagSize,
} from './primitives/Tag';
export { Avatar, avatarSizes, type AvatarProps, type AvatarSize } from './primitives/Avatar';
export { EmptyState, type EmptyStateProps } from './primitives/EmptyState';
export {
  Skeleton,
  SkeletonShape,
  skeletonShapes,
  skeletonCircleSizes,
  type SkeletonProps,
  type SkeletonShapeProps,
  type SkeletonShapeKind,
  type SkeletonCircleSize,
} from './primitives/Skeleton';
export { PageHeader, PageHeaderMessage, type PageHeaderProps } from './primitives/PageHeader';
export {
  Table,
  useTablePager,
  type TableProps,
  type TableColumn,
  type TableHandle,
} from './primitives/Table';
export { useRemovalFocus, removalFocusItem } from './primitives/RemovalFocus';
// -- end display primitives

// primitives: interactive (Dialog, Tabs, fields, ThemeSwitch, ...)
export {
  Tabs,
  TabsRoot,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabItem,
} from './primitives/Tabs';
export {
  Dialog,
  DialogClose,
  dialogSizes,
  type DialogProps,
  type DialogSize,
} from './primitives/Dialog';
export {
  ConfirmDialog,
  confirmDialogTones,
  type ConfirmDialogProps,
  type ConfirmDialogTone,
} from './primitives/ConfirmDialog';
export {
  DropdownMenu,
  menuItemTones,
  type DropdownMenuProps,
  type MenuEntry,
  type MenuAction,
  type MenuSeparator,
  type MenuLabel,
  type MenuRadioGroup,
  type MenuItemTone,
} from './primitives/DropdownMenu';
export {
  Tooltip,
  TooltipProvider,
  tooltipSides,
  type TooltipProps,
  type TooltipSide,
} from './primitives/Tooltip';
export {
  ToastProvider,
  useToast,
  toastTones,
  type ToastProviderProps,
  type ToastOptions,
  type ToastTone,
} from './primitives/Toast';
export { Field, FieldError, type FieldProps, type FieldControlProps } from './primitives/Field';
export {
  TextField,
  textFieldTypes,
  type TextFieldProps,
  type TextFieldType,
} from './primitives/TextField';
export { TextArea, type TextAreaProps } from './primitives/TextArea';
export { NumberField, parseNumberInput, type NumberFieldProps } from './primitives/NumberField';
export { Select, type SelectProps, type SelectOption } from './primitives/Select';
export {
  DateField,
  dateFieldTypes,
  type DateFieldProps,
  type DateFieldType,
} from './primitives/DateField';
export { FilePicker, type FilePickerProps } from './primitives/FilePicker';
export { Checkbox, type CheckboxProps, type CheckedState } from './primitives/Checkbox';
export { Switch, type SwitchProps } from './primitives/Switch';
export { ThemeSwitch, type ThemeSwitchProps } from './primitives/ThemeSwitch';
// -- end interactive primitives

// features
export { AppHeader, type AppHeaderProps } from './features/shell/AppHeader';
export { BrandMark, type BrandMarkProps } from './features/shell/BrandMark';
export { SignInPrompt, type SignInPromptProps } from './features/auth/SignInPrompt';

// features: shell, route access, error page, invites polling
export { AppShell, shellMainRegion, type AppShellProps } from './features/shell/AppShell';
export { OfflineBanner, OFFLINE_MESSAGE } from './features/shell/OfflineBanner';
export { TopNavigation, type TopNavigationProps } from './features/shell/TopNavigation';
export { SideMenu, type SideMenuProps } from './features/shell/SideMenu';
export { BottomTabBar, type BottomTabBarProps } from './features/shell/BottomTabBar';
export { type NavigationProps } from './features/shell/nav-props';
export {
  memberNavEntries,
  navEntriesFor,
  ADMIN_ROUTE,
  INVITES_ROUTE,
  type NavEntry,
  type NavPlace,
} from './features/shell/nav-entries';
export {
  matchesRoute,
  matchesRouteInBottomBar,
  navEntryStates,
  type NavEntryState,
} from './features/shell/nav-active';
export { ProtectedRoute, type ProtectedRouteProps } from './features/shell/ProtectedRoute';
export {
  AdminRoute,
  CHECKING_PERMISSIONS,
  type AdminRouteProps,
} from './features/shell/AdminRoute';
export {
  SessionCheck,
  CHECKING_SIGN_IN,
  type SessionCheckProps,
} from './features/shell/SessionCheck';
export { DemoDataControl, type DemoDataControlProps } from './features/shell/DemoDataControl';
export { ErrorPage, type ErrorPageProps } from './features/errors/ErrorPage';
export { AppErrorBoundary, type AppErrorBoundaryProps } from './features/errors/AppErrorBoundary';
export {
  usePendingInvites,
  pendingInvitesQuery,
  PENDING_INVITES_POLL_MS,
} from './features/invites/usePendingInvites';
// -- end shell features

// features: workouts, streak, activity calendar, stats, log workout
export {
  useWorkouts,
  useWorkoutStats,
  workoutsQuery,
  workoutStatsQuery,
} from './features/workouts/workout-queries';
export { useLogWorkout } from './features/workouts/use-log-workout';
export {
  SummaryStats,
  SummaryStatsView,
  type SummaryStatsProps,
  type SummaryStatsViewProps,
  type SummaryFigures,
} from './features/workouts/SummaryStats';
export {
  StreakCard,
  StreakCardView,
  type StreakCardProps,
  type StreakCardViewProps,
} from './features/workouts/StreakCard';
export {
  LogWorkoutButton,
  LogWorkoutButtonView,
  type LogWorkoutButtonProps,
  type LogWorkoutButtonViewProps,
} from './features/workouts/LogWorkoutButton';
export {
  WorkoutFrequencyChart,
  WorkoutFrequencyChartView,
  type WorkoutFrequencyChartProps,
  type WorkoutFrequencyChartViewProps,
} from './features/workouts/WorkoutFrequencyChart';
export {
  ActivityCalendar,
  ActivityCalendarView,
  type ActivityCalendarProps,
  type ActivityCalendarViewProps,
} from './features/activity/ActivityCalendar';
export {
  workoutStreak,
  streakFromDays,
  recencyLabel,
  type StreakSummary,
} from './features/workouts/streak';
export { weeklyAverage, formatWeeklyAverage } from './features/workouts/weekly-average';
export { weeklyFrequency, type WeekCount } from './features/workouts/weekly-frequency';
export {
  dailyActivity,
  activityLevel,
  type ActivityLevel,
} from './features/activity/daily-activity';
export {
  localDayKey,
  deviceTimeZone,
  type DayKey,
  type YearMonth,
} from './features/activity/calendar-day';
export { useLocalCalendar, type LocalCalendar } from './features/activity/use-local-calendar';
// -- end workout features

// features: leaderboard, challenges and badges, monthly warriors, monthly badges
export { useLeaderboard, leaderboardQuery } from './features/leaderboard/useLeaderboard';
export {
  LeaderboardCard,
  LeaderboardCardView,
  type LeaderboardCardProps,
  type LeaderboardCardViewProps,
} from './features/leaderboard/LeaderboardCard';
export {
  LeaderboardPage,
  LeaderboardPageView,
  type LeaderboardPageProps,
  type LeaderboardPageViewProps,
} from './features/leaderboard/LeaderboardPage';
export { useChallenges, challengesQuery } from './features/challenges/useChallenges';
export {
  ChallengeProgressCard,
  ChallengeProgressCardView,
  type ChallengeProgressCardViewProps,
} from './features/challenges/ChallengeProgressCard';
export {
  YourBadgesCard,
  YourBadgesCardView,
  type YourBadgesCardViewProps,
} from './features/challenges/YourBadgesCard';
export { ChallengeCard, type ChallengeCardProps } from './features/challenges/ChallengeCard';
export {
  ChallengesPage,
  ChallengesPageView,
  CHALLENGES_TITLE,
  type ChallengesPageViewProps,
} from './features/challenges/ChallengesPage';
export { EarnedBadgeCard, type EarnedBadgeCardProps } from './features/challenges/EarnedBadgeCard';
export {
  BadgesPage,
  BadgesPageView,
  BADGES_TITLE,
  type BadgesPageViewProps,
} from './features/challenges/BadgesPage';
export {
  challengeStatusText,
  completedText,
  criteriaText,
} from './features/challenges/challenge-status';
export {
  shareBadge,
  badgeShareText,
  tweetIntentUrl,
  type BadgeShareSubject,
  type ShareTarget,
  type ShareOutcome,
} from './features/challenges/share-badge';
export {
  ChallengeCelebration,
  type ChallengeCelebrationProps,
} from './features/challenges/ChallengeCelebration';
export {
  ConfettiBurst,
  CONFETTI_PIECES,
  CONFETTI_MS,
  type ConfettiBurstProps,
} from './features/challenges/ConfettiBurst';
export {
  useMonthlyWarriors,
  monthlyWarriorsQuery,
} from './features/monthly-warriors/useMonthlyWarriors';
export {
  MonthlyWarriorsCard,
  MonthlyWarriorsCardView,
  type MonthlyWarriorsCardViewProps,
} from './features/monthly-warriors/MonthlyWarriorsCard';
export {
  useCurrentMonthlyBadges,
  currentMonthlyBadgesQuery,
} from './features/monthly-badges/useCurrentMonthlyBadges';
export {
  MonthlyBadgesCard,
  MonthlyBadgesCardView,
  type MonthlyBadgesCardViewProps,
} from './features/monthly-badges/MonthlyBadgesCard';
export { BadgeMedallion, type BadgeMedallionProps } from './features/monthly-badges/BadgeMedallion';
export { badgeToneFor, type BadgeTone } from './features/monthly-badges/badge-colours';
export {
  MonthlyBadgeGrid,
  type MonthlyBadgeGridProps,
} from './features/monthly-badges/MonthlyBadgeGrid';
export {
  useAllMonthlyBadges,
  allMonthlyBadgesQuery,
} from './features/monthly-badges/useAllMonthlyBadges';
export { useMarkBadgesNotified } from './features/monthly-badges/useMarkBadgesNotified';
export {
  MonthlyBadgesPage,
  MonthlyBadgesPageView,
  type MonthlyBadgesPageViewProps,
} from './features/monthly-badges/MonthlyBadgesPage';
// -- end ranking features

// screens
export { DashboardScreen } from './features/dashboard/DashboardScreen';
export { combinedFetchErrors } from './features/errors/FailedReadsBanner';

// the visual modes stories are captured in (Storybook, Chromatic, the local visual run)
export {
  allModes,
  componentModes,
  desktopOnlyModes,
  isScreenModes,
  phoneOnlyModes,
  screenModes,
  viewports,
  type ModeName,
  type ViewportName,
  type VisualMode,
} from './foundations/modes';

// groups and invites (the group page and feed live beside them)
export {
  InviteMemberDialog,
  type InviteMemberDialogProps,
} from './features/invites/InviteMemberDialog';
export { InviteMembers, type InviteMembersProps } from './features/invites/InviteMembers';
export {
  canManageGroup,
  groupTag,
  isGroupCreator,
  parseGroupId,
} from './features/groups/group-standing';
export { prefetchGroup } from './features/groups/useGroup';
export { prefetchGroupChallenge } from './features/group-challenges/useGroupChallenge';
