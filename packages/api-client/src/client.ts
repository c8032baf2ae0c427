import { adminCalls } from './calls/admin';
import { challengeCalls } from './calls/challenges';
import { errorReportCalls, type ErrorReportEnvironment } from './calls/error-reports';
import { groupCalls } from './calls/groups';
import { inviteCalls } from './calls/invites';
import { leaderboardCalls } from './calls/leaderboard';
import { monthlyBadgeCalls } from './calls/monthly-badges';
import { monthlyGoalCalls } from './calls/monthly-goals';
import { monthlyWarriorCalls } from './calls/monthly-warriors';
import { profileCalls } from './calls/profile';
import { userCalls } from './calls/users';
import { workoutCalls } from './calls/workouts';
import { createHttp, type AccessTokenGetter } from './http';

/** HTTP timeout 10 s. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export type ApiClientOptions = {
  /** Includes the base path, e.g. '/api/v1' or 'https://api.example.com/api/v1'. */
  baseURL: string;
  getAccessToken: AccessTokenGetter;
  timeoutMs?: number;
  /** Clock for error-report timestamps and their 2 s debounce; tests pass a fake. */
  now?: () => number;
  /** User agent and page address written into error reports (the app reads them). */
  errorReportEnvironment?: ErrorReportEnvironment;
};

const defaultEnvironment: ErrorReportEnvironment = () => ({
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  url: '',
});

/** The app's one API client: a typed function per call over one axios instance. */
export function createApiClient({
  baseURL,
  getAccessToken,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  now = Date.now,
  errorReportEnvironment = defaultEnvironment,
}: ApiClientOptions) {
  const http = createHttp({ baseURL, getAccessToken, timeoutMs });
  return {
    leaderboard: leaderboardCalls(http),
    challenges: challengeCalls(http),
    workouts: workoutCalls(http),
    profile: profileCalls(http),
    monthlyWarriors: monthlyWarriorCalls(http),
    monthlyGoals: monthlyGoalCalls(http),
    monthlyBadges: monthlyBadgeCalls(http),
    invites: inviteCalls(http),
    errors: errorReportCalls({ http, now, environment: errorReportEnvironment }),
    groups: groupCalls(http),
    users: userCalls(http),
    admin: adminCalls(http),
  };
}

/** What the UI receives through its React context. */
export type ApiClient = ReturnType<typeof createApiClient>;
