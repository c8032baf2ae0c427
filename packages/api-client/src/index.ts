// The public face of @reprally/api-client: the client, its error, the contract table, and the
// request/response schemas and types shared with the mock backend (mocks/).
export { createApiClient, DEFAULT_TIMEOUT_MS } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { preloadCallCode } from './http';
export type {
  AccessTokenGetter,
  RequestOptions,
  UploadOptions,
  UploadProgressListener,
} from './http';
export { describeError, ERROR_REPORT_DEBOUNCE_MS } from './calls/error-reports';
export type { ErrorReportEnvironment, ErrorReportExtras } from './calls/error-reports';
export type { MonthOfYear } from './calls/monthly-badges';
export type { PhotoFeedFilter, SharePhotoInput } from './calls/group-photos';
export type { BadgeEvaluationPeriod } from './calls/admin';
export { callCatalogue, defaultCallSample } from './catalogue';
export type { CallSample, CatalogueEntry } from './catalogue';
export { ApiError, AUTH_FAILURE_MESSAGE, apiErrorKinds, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind } from './errors';
export { fieldErrorsOf } from './field-errors';
export type { ServerFieldErrors } from './field-errors';
export { API_BASE_PATH, buildPath, monthBadgesPath, routes } from './paths';
export type { RouteName, RouteParamName, RouteParams, RoutePattern } from './paths';
export { callEndpoints, callNames, errorPrefix } from './endpoints';
export type { CallEndpoint, CallName, Endpoint, HttpMethod } from './endpoints';
export { endpoints } from './contract';
export { requestSchemas } from './request-schemas';
export { responseSchemas } from './response-schemas';
export type { ResponseSchemas } from './response-schemas';

export {
  calendarDaySchema,
  createdIdSchema,
  createdIdWireSchema,
  dateTimeWireSchema,
  emptyBodySchema,
  ignoredResponseSchema,
  monthNumberSchema,
  recordIdSchema,
  userIdSchema,
  yearSchema,
} from './schemas/common';
export type { CreatedId } from './schemas/common';
export * from './schemas/leaderboard';
export * from './schemas/workouts';
export * from './schemas/personal-challenges';
export * from './schemas/profile';
export * from './schemas/monthly-warriors';
export * from './schemas/monthly-goals';
export * from './schemas/monthly-badges';
export * from './schemas/invites';
export * from './schemas/error-report';
export * from './schemas/groups';
export * from './schemas/group-challenges';
export * from './schemas/photos';
export * from './schemas/users';
export * from './schemas/admin';
