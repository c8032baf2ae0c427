import { endpoints, type CallName } from '@reprally/api-client';
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as v from 'valibot';
import { readBearerClaims } from '../auth';
import { serverNow } from '../db/calendar';
import { db, type Database } from '../db/database';
import type { MemberRow } from '../db/tables';

/** The member a request speaks for, taken from the bearer token's `sub` and `roles`. */
export type Caller = { member: MemberRow; isAdmin: boolean };

export type ContextBase = {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: Database;
  now: Date;
};

export type RouteContext = ContextBase & { caller: Caller };
export type PublicRouteContext = ContextBase & { caller: Caller | null };

type RouteBase = {
  /** The api-client call this route answers; its method and path come from `endpoints`. */
  call: CallName;
};

/** A call that needs a signed-in member ('admin': and the Admin role). */
export type MemberRoute = RouteBase & {
  access: 'member' | 'admin';
  resolve: (context: RouteContext) => Response | Promise<Response>;
  /** What the call answers in an empty world (scenarios.<group>.empty()); reads only. */
  empty?: (context: RouteContext) => JsonBodyType;
};

/** A call that works without a token (error reporting). */
export type PublicRoute = RouteBase & {
  access: 'public';
  resolve: (context: PublicRouteContext) => Response | Promise<Response>;
};

export type MockRoute = MemberRoute | PublicRoute;

/** Matches both a relative base URL and an absolute one (msw/node needs absolute URLs). */
export const apiUrl = (path: string): string => `*/api/v1${path}`;

/** A refusal the server answers with `{ message }` and the status. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export const problem = (status: number, message: string): HttpProblem =>
  new HttpProblem(status, message);

export const json = (body: JsonBodyType, status = 200): Response =>
  HttpResponse.json(body, { status });

export const noContent = (): Response => new HttpResponse(null, { status: 204 });

function messageOf(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues;
  if (!first) return 'Invalid request';
  const path = v.getDotPath(first);
  // a missing key reads 'Invalid key: Expected "photo" but received undefined' in valibot
  const missing = first.type === 'object' && first.input === undefined;
  const message = missing ? 'Required' : first.message;
  return path ? `${path}: ${message}` : message;
}

/** Validates with one of the api-client's schemas; a mismatch is a 400 with the first issue. */
export function validate<Schema extends v.GenericSchema>(
  schema: Schema,
  input: unknown,
): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw problem(400, messageOf(result.issues));
  return result.output;
}

export async function readJson<Schema extends v.GenericSchema>(
  context: ContextBase,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  let body: unknown;
  try {
    body = await context.request.json();
  } catch {
    throw problem(400, 'The request body must be JSON');
  }
  return validate(schema, body);
}

export function readQuery<Schema extends v.GenericSchema>(
  context: ContextBase,
  schema: Schema,
): v.InferOutput<Schema> {
  return validate(schema, Object.fromEntries(context.url.searchParams));
}

export async function readForm<Schema extends v.GenericSchema>(
  context: ContextBase,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  let form: FormData;
  try {
    form = await context.request.formData();
  } catch {
    throw problem(400, 'The request body must be multipart form data');
  }
  const fields: Record<string, FormDataEntryValue> = {};
  form.forEach((value, key) => {
    fields[key] = value;
  });
  return validate(schema, fields);
}

/** A positive integer path parameter, or a 400 with the screen's own text. */
export function recordIdParam(context: ContextBase, name: string, message: string): number {
  const raw = context.params[name] ?? '';
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw problem(400, message);
  return id;
}

function callerOf(request: Request, database: Database): Caller | null {
  const claims = readBearerClaims(request);
  if (!claims) return null;
  const member = database.tables.members.find((row) => row.id === claims.sub);
  return member ? { member, isAdmin: claims.roles.includes('Admin') } : null;
}

function stringParams(params: Record<string, string | readonly string[] | undefined>) {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') flat[key] = decodeURIComponent(value);
  }
  return flat;
}

type Resolution = (route: MockRoute, context: RouteContext) => Response | Promise<Response>;

/** The real answer of a route. */
export const realAnswer: Resolution = (route, context) => route.resolve(context);

/**
 * Runs a route the way the server would: token (401), role (403), then the resolver; an
 * HttpProblem thrown anywhere becomes its `{ message }` answer.
 */
export async function answer(
  route: MockRoute,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
  resolution: Resolution = realAnswer,
): Promise<Response> {
  const base: ContextBase = {
    request,
    url: new URL(request.url),
    params: stringParams(params),
    db,
    now: serverNow(),
  };
  try {
    const caller = callerOf(request, db);
    if (route.access === 'public') return await route.resolve({ ...base, caller });
    if (!caller) throw problem(401, 'A valid bearer token is required');
    if (route.access === 'admin' && !caller.isAdmin) {
      throw problem(403, 'Administrator role required');
    }
    return await resolution(route, { ...base, caller });
  } catch (error) {
    if (error instanceof HttpProblem) return json({ message: error.message }, error.status);
    throw error;
  }
}

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** What an MSW handler answers a request with. */
export type CallResolver = Parameters<typeof http.get>[1];

/** An MSW handler at one call's method and path, answering with `resolver`. */
export function handlerForCall(call: CallName, resolver: CallResolver): HttpHandler {
  const { method, path } = endpoints[call];
  return methods[method](apiUrl(path), resolver);
}

/** One MSW handler for a route, answering with `resolution` (the real answer by default). */
export function toHandler(route: MockRoute, resolution?: Resolution): HttpHandler {
  return handlerForCall(route.call, ({ request, params }) =>
    answer(route, request, params, resolution),
  );
}

/**
 * A file the server hands out by a GET on a path of its own rather than through an api-client
 * call (pictures an <img> loads): no token, since browsers send none for images.
 */
export type FileRoute = {
  /** The path under /api/v1, with `:param` segments. */
  path: string;
  resolve: (context: ContextBase) => Response | Promise<Response>;
};

/** One MSW handler for a file route, answering with `respond` (the real answer by default). */
export function toFileHandler(
  route: FileRoute,
  respond: (context: ContextBase) => Response | Promise<Response> = route.resolve,
): HttpHandler {
  return http.get(apiUrl(route.path), ({ request, params }) =>
    respond({
      request,
      url: new URL(request.url),
      params: stringParams(params),
      db,
      now: serverNow(),
    }),
  );
}

/**
 * A group of routes plus their MSW handlers (the calls' first, then the files'); scenarios
 * derive their overrides from `routes` and `files`.
 */
export type RouteGroup = {
  routes: readonly MockRoute[];
  files?: readonly FileRoute[];
  handlers: HttpHandler[];
};

export function routeGroup(
  routes: readonly MockRoute[],
  files: readonly FileRoute[] = [],
): RouteGroup {
  return {
    routes,
    files,
    handlers: [
      ...routes.map((route) => toHandler(route)),
      ...files.map((route) => toFileHandler(route)),
    ],
  };
}
