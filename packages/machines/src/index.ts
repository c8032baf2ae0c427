// @reprally/machines: the flows with several steps, as XState machines (imports xstate only).
// Every effect is a named actor or action; the caller supplies it with `.provide()`.
export { errorMessage } from './error-message';
export { serverFieldErrors } from './field-errors';

// auth
export {
  authMachine,
  POPUP_TIMEOUT_MS,
  selectAuthView,
  SIGNED_IN_MARKER_MAX_AGE_MS,
  TOKEN_EXPIRY_MARGIN_MS,
} from './auth/auth.machine';
export type {
  AuthContext,
  AuthEvent,
  AuthInput,
  AuthSnapshot,
  AuthStatus,
  AuthUser,
  AuthView,
  OidcSession,
} from './auth/auth.machine';
export {
  AuthenticateRequestError,
  freshAccessToken,
  requestAccessToken,
} from './auth/access-token';
export { adminStatusFromClaims, DEFAULT_ROLES_CLAIM } from './auth/admin-status';
export type { AdminStatus } from './auth/admin-status';
export { authErrorKinds, toAuthError } from './auth/auth-error';
export type { AuthError, AuthErrorKind } from './auth/auth-error';
export { parseCallbackQuery } from './auth/callback-query';
export type { CallbackQuery } from './auth/callback-query';
export { decodeJwt, ID_TOKEN_LEEWAY_SECONDS, verifyIdToken } from './auth/id-token';
export type { IdTokenCheck, IdTokenClaims, IdTokenExpectations } from './auth/id-token';
export { authMessages } from './auth/messages';
export { safeReturnTo } from './auth/safe-return-to';

// inviteMembers
export {
  inviteMembersMachine,
  provideInviteMembers,
  selectUserSearchView,
  USER_SEARCH_DEBOUNCE_MS,
} from './inviteMembers/inviteMembers.machine';
export type {
  InviteMembersContext,
  InviteMembersEvent,
  InviteMembersSnapshot,
  InviteRowRef,
} from './inviteMembers/inviteMembers.machine';
export {
  inviteRowMachine,
  selectInviteRowView,
  selectInvitedHere,
} from './inviteMembers/inviteRow.machine';
export type {
  InviteCandidate,
  InviteRowContext,
  InviteRowSnapshot,
  InviteUserRequest,
} from './inviteMembers/inviteRow.machine';
export { isInvitableEmail, searchableQuery } from './inviteMembers/invite-input';
export {
  inviteMembersMessages,
  noUsersFoundMessage,
  noUsersFoundParts,
} from './inviteMembers/messages';

// profileSave
export {
  noSaveUnderWay,
  PROFILE_SAVED_MESSAGE_MS,
  profileSaveMachine,
  selectProfileSaveView,
  sentProfileDetails,
} from './profileSave/profileSave.machine';
export type {
  MemberProfile,
  ProfileDraft,
  ProfileSaveContext,
  ProfileSaveEvent,
  ProfileSaveSnapshot,
  ResizePhotoRequest,
} from './profileSave/profileSave.machine';
export {
  fitWithin,
  PROFILE_PHOTO_MAX_SIDE,
  PROFILE_PHOTO_QUALITY,
  PROFILE_PHOTO_TYPE,
} from './profileSave/photo-size';
export { profileSaveMessages } from './profileSave/messages';

// adminForm
export {
  adminChallengeFormMachine,
  badgeEvaluationMessages,
  createAdminFormMachine,
  DELETE_BANNER_MS,
  monthlyBadgeFormMachine,
  selectAdminFormView,
} from './adminForm/adminForm.machine';
export type {
  AdminFeedback,
  AdminFormContext,
  AdminFormEvent,
  AdminItemPayload,
  EvaluateBadgesRequest,
} from './adminForm/adminForm.machine';
export type {
  AdminFormMessages,
  AdminFormSpec,
  FieldErrors,
  FormValidation,
} from './adminForm/admin-form-spec';
export {
  challengeFormDefaults,
  challengeFormErrors,
  challengeFormSpec,
  validateChallengeForm,
} from './adminForm/challenge-form';
export type {
  AdminChallenge,
  AdminChallengePayload,
  ChallengeFormValues,
} from './adminForm/challenge-form';
export {
  monthlyBadgeFormDefaults,
  monthlyBadgeFormErrors,
  monthlyBadgeFormSpec,
  monthlyBadgeTypeLabels,
  monthlyBadgeTypes,
  validateMonthlyBadgeForm,
} from './adminForm/monthly-badge-form';
export type {
  AdminMonthlyBadge,
  AdminMonthlyBadgePayload,
  MonthlyBadgeFormValues,
  MonthlyBadgeType,
} from './adminForm/monthly-badge-form';
export { MAX_COUNT_INPUT, parseIntegerInput } from './adminForm/integer-input';

// monthlyGoal
export { monthlyGoalMachine, selectGoalProgress } from './monthlyGoal/monthlyGoal.machine';
export type {
  MonthlyGoalContext,
  MonthlyGoalData,
  MonthlyGoalEvent,
  MonthlyGoalInput,
  SaveGoalRequest,
} from './monthlyGoal/monthlyGoal.machine';
export { goalProgress, goalTargetProblem, parseGoalTarget } from './monthlyGoal/goal-target';
export type { GoalProgress } from './monthlyGoal/goal-target';
export { monthlyGoalMessages } from './monthlyGoal/messages';
