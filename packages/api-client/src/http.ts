import axios, { type AxiosProgressEvent, type AxiosResponse } from 'axios';
import * as v from 'valibot';
import { callEndpoints, errorPrefix, type CallEndpoint, type CallName } from './endpoints';
import { ApiError, AUTH_FAILURE_MESSAGE } from './errors';
import { buildPath } from './paths';
import type { responseSchemas } from './response-schemas';
import { serverMessageBodySchema } from './schemas/admin';

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

type ResponseSchemaModule = { responseSchemas: typeof responseSchemas };

let loadingResponseSchemas: Promise<ResponseSchemaModule> | null = null;

/**
 * Loads the schemas of every call's answer, once: a module of its own, fetched with the first
 * call that reads an answer (or earlier, by an app that knows a member is coming back), so a
 * signed-out visitor's first script does not carry them. A failed load is tried again next time.
 */
export function preloadResponseSchemas(): Promise<ResponseSchemaModule> {
  loadingResponseSchemas ??= import('./response-schemas').catch((error: unknown) => {
    loadingResponseSchemas = null;
    throw error;
  });
  return loadingResponseSchemas;
}

export type Http = {
  /** Makes one call of the contract: auth, request, error mapping, response validation. */
  call<Name extends CallName>(name: Name, input?: CallInput): Promise<CallResult<Name>>;
};

export function createHttp({ baseURL, getAccessToken, timeoutMs }: HttpOptions): Http {
  const instance = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
    // Timeouts get their own code (ETIMEDOUT) instead of the generic ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
  });

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
    const send = (token: string | null) =>
      instance.request<unknown>({
        method: endpoint.method,
        url: buildPath(endpoint.path, params),
        params: withoutUndefined(input.query),
        data: input.body,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal: input.signal,
        onUploadProgress: progress?.onUploadProgress,
      });

    // A call whose answer is read is sent only once that answer can be read: a write the
    // server carried out must never look failed to the member for want of a schema.
    const [schemas, token] = await Promise.all([
      endpoint.ignoresResponse ? null : responseSchemasFor(failure),
      obtainToken(name, endpoint),
    ]);
    let response: AxiosResponse<unknown>;
    try {
      response = await send(token);
    } catch (error) {
      // A token the server refuses (401: it expired or was revoked early) is renewed once and
      // the call sent once more; a second 401, or no new token, is the member's to resolve.
      if (!token || !isUnauthorised(error)) throw toApiError(error, failure);
      const renewed = await obtainToken(name, endpoint, true);
      try {
        response = await send(renewed);
      } catch (retryError) {
        throw toApiError(retryError, failure);
      }
    }

    // The upload is complete once the server has answered; listeners always end on 1.
    progress?.complete();
    // an answer that is not read resolves the call with nothing the caller may rely on
    if (!schemas) return response.data as CallResult<Name>;
    const parsed = v.safeParse(schemas.responseSchemas[name].normalised, response.data);
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

function isUnauthorised(error: unknown): boolean {
  return axios.isAxiosError(error) && error.response?.status === 401;
}

type FailureContext = { name: CallName; prefix: string; endpoint: CallEndpoint; timeoutMs: number };

/** The response schemas, or the call's network failure when their module cannot be fetched. */
async function responseSchemasFor(failure: FailureContext) {
  try {
    return await preloadResponseSchemas();
  } catch (cause) {
    throw toApiError(cause, failure);
  }
}

function toApiError(error: unknown, { name, prefix, endpoint, timeoutMs }: FailureContext) {
  if (axios.isCancel(error)) {
    return new ApiError({
      kind: 'aborted',
      message: `${prefix}: request cancelled`,
      call: name,
      cause: error,
    });
  }
  if (axios.isAxiosError(error) && error.response) {
    const { status, data } = error.response;
    const serverMessage =
      endpoint.errorMessage === 'server-or-prefix' ? readServerMessage(data) : null;
    return new ApiError({
      kind: 'http',
      message: serverMessage ?? `${prefix}: ${status}`,
      call: name,
      status,
      body: data,
      cause: error,
    });
  }
  if (axios.isAxiosError(error) && (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED')) {
    const seconds = timeoutMs / 1000;
    return new ApiError({
      kind: 'timeout',
      message: `${prefix}: the server did not answer within ${seconds} s`,
      call: name,
      cause: error,
    });
  }
  return new ApiError({
    kind: 'network',
    message: `${prefix}: the server could not be reached`,
    call: name,
    cause: error,
  });
}

// Admin writes show the server's `message` field when the error body has one.
function readServerMessage(body: unknown): string | null {
  const parsed = v.safeParse(serverMessageBodySchema, body);
  return parsed.success ? parsed.output.message : null;
}
