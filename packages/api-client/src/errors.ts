import { fieldErrorsOf, type ServerFieldErrors } from './field-errors';

/**
 * How a call failed:
 * - http: the server answered with a non-OK status (`status` is set);
 * - network: no answer reached us (offline, DNS, connection refused, CORS);
 * - timeout: no answer within the client's timeout (10 s by default);
 * - aborted: the caller cancelled the request (an AbortSignal, e.g. TanStack Query);
 * - auth: no access token could be obtained, so nothing was sent;
 * - schema: the server answered OK with a body that does not fit the contract.
 */
export const apiErrorKinds = ['http', 'network', 'timeout', 'aborted', 'auth', 'schema'] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

/** The text of a call made without an obtainable token. */
export const AUTH_FAILURE_MESSAGE = 'Failed to authenticate request';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  message: string;
  /** The client call that failed, e.g. 'groups.photos.list'. */
  call: string;
  status?: number | null;
  /** The server's answer body for http errors; null otherwise. */
  body?: unknown;
  cause?: unknown;
};

/** The one error every client call throws. Its message is safe to show to a member. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly call: string;
  /** HTTP status for kind 'http', otherwise null. */
  readonly status: number | null;
  readonly body: unknown;
  /**
   * The request fields a refused write (400 or 422) named, by path as the request spells them,
   * with the server's message for each; empty when it named none.
   */
  readonly fieldErrors: ServerFieldErrors;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.call = init.call;
    this.status = init.status ?? null;
    this.body = init.body ?? null;
    this.fieldErrors =
      init.kind === 'http' && this.status !== null ? fieldErrorsOf(this.status, this.body) : {};
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
