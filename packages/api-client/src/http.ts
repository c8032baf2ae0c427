import type { AxiosProgressEvent } from 'axios';
import * as v from 'valibot';
import { callEndpoints, errorPrefix, type CallEndpoint, type CallName } from './endpoints';
import { ApiError, AUTH_FAILURE_MESSAGE } from './errors';
import { buildPath } from './paths';
import type { responseSchemas } from './response-schemas';
import { serverMessageBodySchema } from './schemas/admin';
import type * as callCode from './call-code';
import type { Send, TransportFailure, TransportRequest, TransportResponse } from './transport';

/**
 * Yields the member's access token; nothing (or a throw) means none can be obtained.
 * `forceRefresh` asks for a new one even when the cached token still looks fresh: the server
 * has just refused it (401).
 */
export type AccessTokenGetter = (options?: {
  forceRefresh?: boolean;
}) => Promise<string | null | undefined>;

/** Per-call options every read accepts; `signal` lets TanStack Query cancel a request. */
export type RequestOptions = { signal?: AbortSignal };

/** Upload progress as a fraction from 0 to 1 (multipart calls). */
export type UploadProgressListener = (fraction: number) => void;

export type UploadOptions = RequestOptions & { onProgress?: UploadProgressListener };

export type HttpOptions = {
  baseURL: string;
  getAccessToken: AccessTokenGetter;
  timeoutMs: number;
};

export type CallInput = {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  signal?: AbortSignal;
  onProgress?: UploadProgressListener;
};

export type CallResult<Name extends CallName> = v.InferOutput<
  (typeof responseSchemas)[Name]['normalised']
>;

let loadingCallCode: Promise<typeof callCode> | null = null;

/**
 * Loads the code a call needs once it is made (the HTTP transport, axios, and the schemas of every
 * call's answer), once: a module of its own, fetched with the first call (or earlier, by an app
 * that knows a member is coming back), so a signed-out visitor's first script carries none of it.
 * A failed load is tried again next time.
 */
export function preloadCallCode(): Promise<typeof callCode> {
  loadingCallCode ??= import('./call-code').catch((error: unknown) => {
    loadingCallCode = null;
    throw error;
  });
  return loadingCallCode;
}

export type Http = {
  /** Makes one call of the contract: auth, request, error mapping, response validation. */
  call<Name extends CallName>(name: Name, input?: CallInput): Promise<CallResult<Name>>;
};

export function createHttp({ baseURL, getAccessToken, timeoutMs }: HttpOptions): Http {
  // made with the first call, once the transport's module has loaded
  let sender: Send | null = null;

  async function obtainToken(
    name: CallName,
    endpoint: CallEndpoint,
    forceRefresh = false,
  ): Promise<string | null> {
    let token: string | null | undefined;
    try {
      token = await getAccessToken(forceRefresh ? { forceRefresh } : undefined);
    } catch (cause) {
      if (endpoint.auth === 'optional') return null;
      throw new ApiError({ kind: 'auth', message: AUTH_FAILURE_MESSAGE, call: name, cause });
    }
    if (token) return token;
    if (endpoint.auth === 'optional') return null;
    throw new ApiError({ kind: 'auth', message: AUTH_FAILURE_MESSAGE, call: name });
  }

  async function call<Name extends CallName>(
    name: Name,
    input: CallInput = {},
  ): Promise<CallResult<Name>> {
    const endpoint: CallEndpoint = callEndpoints[name];
    const params = input.params ?? {};
    const prefix = errorPrefix(name, params);
    const failure: FailureContext = { name, prefix, endpoint, timeoutMs };
    const progress = input.onProgress ? trackProgress(input.onProgress) : null;
    const request = (token: string | null): TransportRequest => ({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      params: withoutUndefined(input.query),
      data: input.body,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: input.signal,
      onUploadProgress: progress?.onUploadProgress,
    });

    // Nothing is sent before the answer can be read: a write the server carried out must never
    // look failed to the member for want of a schema.
    const [code, token] = await Promise.all([callCodeFor(failure), obtainToken(name, endpoint)]);
    const send = (sender ??= code.createTransport({ baseURL, timeoutMs }));
    let response: TransportResponse;
    try {
      response = await send(request(token));
    } catch (error) {
      // A token the server refuses (401: it expired or was revoked early) is renewed once and
      // the call sent once more; a second 401, or no new token, is the member's to resolve.
      const why = code.describeFailure(error);
      if (!token || !(why.kind === 'http' && why.status === 401)) {
        throw toApiError(error, why, failure);
      }
      const renewed = await obtainToken(name, endpoint, true);
      try {
        response = await send(request(renewed));
      } catch (retryError) {
        throw toApiError(retryError, code.describeFailure(retryError), failure);
      }
    }

    // The upload is complete once the server has answered; listeners always end on 1.
    progress?.complete();
    // an answer that is not read resolves the call with nothing the caller may rely on
    if (endpoint.ignoresResponse) return response.data as CallResult<Name>;
    const parsed = v.safeParse(code.responseSchemas[name].normalised, response.data);
    if (!parsed.success) {
      const [issue] = parsed.issues;
      const at = v.getDotPath(issue) ?? '(root)';
      throw new ApiError({
        kind: 'schema',
        message: `${prefix}: unexpected response from the server (${name} at ${at}: ${issue.message})`,
        call: name,
        status: response.status,
        body: response.data,
      });
    }
    return parsed.output as CallResult<Name>;
  }

  return { call };
}

function withoutUndefined(query: CallInput['query']): Record<string, string | number> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return Object.fromEntries(entries);
}

/** Turns axios upload events into fractions 0..1, and ends on exactly one 1 once answered. */
function trackProgress(listener: UploadProgressListener) {
  let last = -1;
  const emit = (fraction: number): void => {
    const clamped = Math.min(1, Math.max(0, fraction));
    if (clamped === last) return;
    last = clamped;
    listener(clamped);
  };
  return {
    onUploadProgress: (event: AxiosProgressEvent): void => {
      const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (fraction !== undefined && Number.isFinite(fraction)) emit(fraction);
    },
    complete: (): void => emit(1),
  };
}

type FailureContext = { name: CallName; prefix: string; endpoint: CallEndpoint; timeoutMs: number };

/** The code a call needs, or the call's network failure when it cannot be fetched. */
async function callCodeFor(failure: FailureContext): Promise<typeof callCode> {
  try {
    return await preloadCallCode();
  } catch (cause) {
    throw toApiError(cause, { kind: 'network' }, failure);
  }
}

function toApiError(
  cause: unknown,
  why: TransportFailure,
  { name, prefix, endpoint, timeoutMs }: FailureContext,
): ApiError {
  switch (why.kind) {
    case 'aborted':
      return new ApiError({
        kind: 'aborted',
        message: `${prefix}: request cancelled`,
        call: name,
        cause,
      });
    case 'http': {
      const serverMessage =
        endpoint.errorMessage === 'server-or-prefix' ? readServerMessage(why.data) : null;
      return new ApiError({
        kind: 'http',
        message: serverMessage ?? `${prefix}: ${why.status}`,
        call: name,
        status: why.status,
        body: why.data,
        cause,
      });
    }
    case 'timeout':
      return new ApiError({
        kind: 'timeout',
        message: `${prefix}: the server did not answer within ${timeoutMs / 1000} s`,
        call: name,
        cause,
      });
    case 'network':
      return new ApiError({
        kind: 'network',
        message: `${prefix}: the server could not be reached`,
        call: name,
        cause,
      });
  }
}

// Admin writes show the server's `message` field when the error body has one.
function readServerMessage(body: unknown): string | null {
  const parsed = v.safeParse(serverMessageBodySchema, body);
  return parsed.success ? parsed.output.message : null;
}
