import axios, { type AxiosProgressEvent } from 'axios';

/**
 * The HTTP transport under the api client: the one module that imports axios. It is part of the
 * code loaded with the first call (`call-code.ts`), so a signed-out visitor's first script does
 * not carry axios.
 */

export type TransportRequest = {
  method: string;
  url: string;
  params?: Record<string, string | number>;
  data?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
};

export type TransportResponse = { status: number; data: unknown };

/** Sends one request; rejects with what `describeFailure` reads. */
export type Send = (request: TransportRequest) => Promise<TransportResponse>;

/** Why a request failed, in the terms the api client's errors use. */
export type TransportFailure =
  | { kind: 'aborted' }
  | { kind: 'http'; status: number; data: unknown }
  | { kind: 'timeout' }
  | { kind: 'network' };

export function createTransport({ baseURL, timeoutMs }: { baseURL: string; timeoutMs: number }) {
  const instance = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
    // Timeouts get their own code (ETIMEDOUT) instead of the generic ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
  });
  const send: Send = async (request) => {
    const { status, data } = await instance.request<unknown>(request);
    return { status, data };
  };
  return send;
}

export function describeFailure(error: unknown): TransportFailure {
  if (axios.isCancel(error)) return { kind: 'aborted' };
  if (!axios.isAxiosError(error)) return { kind: 'network' };
  if (error.response)
    return { kind: 'http', status: error.response.status, data: error.response.data };
  if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') return { kind: 'timeout' };
  return { kind: 'network' };
}
