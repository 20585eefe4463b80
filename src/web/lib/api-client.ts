import type { ErrorCode } from '../../shared/error-codes';
import type { paths } from './api-schema';

/**
 * The one way the web client talks to the server: same-origin cookies, JSON both ways, and two
 * error types so screens can tell "the server said no" (ApiError, with the server's own words
 * and its code) from "the server could not be reached" (NetworkError), as the spec's error
 * catalogue does. Calls are typed by the API's OpenAPI document (api-schema.d.ts, `npm run
 * api:types`): the path names the operation, which types its parameters, body and answer
 * (docs/decisions/029).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `error` text, when it sent one, to show; screens fall back to the spec's message. */
    readonly serverMessage: string | undefined,
    readonly details?: unknown,
    /** The server's machine code (src/shared/error-codes.ts): what screens branch on, never the text. */
    readonly code?: ErrorCode,
  ) {
    super(serverMessage ?? `API responded with HTTP status ${status}`);
    this.name = 'ApiError';
  }
}

export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/** Announced when an API call answers 503 'maintenance'. */
export const MAINTENANCE_EVENT = 'stagecall:maintenance';

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /** Extra headers, such as a send's Idempotency-Key. */
  headers?: Record<string, string> | undefined;
  /** Lets the call finish while the page unloads (an error report sent as the person reloads). */
  keepalive?: boolean | undefined;
}

async function readErrorBody(response: Response): Promise<{ error?: unknown; code?: unknown; details?: unknown }> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    // A proxy's HTML error page or an empty body: the status is all we have.
    return {};
  }
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A FormData body (a photo upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: options.signal ?? null,
      keepalive: options.keepalive,
    });
  } catch (error) {
    // An abort is the caller's own doing (TanStack Query cancelling), not a connectivity problem.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }

  if (!response.ok) {
    const { error, code, details } = await readErrorBody(response);
    // A proxy's page has no code: only our own server's answers are branched on.
    const known = typeof code === 'string' ? (code as ErrorCode) : undefined;
    // The platform is down for maintenance (spec 2 §4): the app shell shows the maintenance page.
    if (known === 'maintenance') window.dispatchEvent(new Event(MAINTENANCE_EVENT));
    throw new ApiError(response.status, typeof error === 'string' && error !== '' ? error : undefined, details, known);
  }
  // A 204 (and any other empty answer) resolves to undefined.
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

type Method = 'get' | 'post' | 'put' | 'delete';
/** The API's paths that answer a method, e.g. `'/api/sessions/{sessionId}/my-requests'` for 'get'. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];
type Operation<M extends Method, P extends ApiPath<M>> = NonNullable<paths[P][M]>;

type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;
/** What a call resolves to: the JSON of its 2xx answer (undefined for a 204). */
export type ApiAnswer<M extends Method, P extends ApiPath<M>> =
  Operation<M, P> extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201 | 202 | 204>]> : never;

/** A path's `{name}` segments, each given its value (encoded on the way). */
type PathOption<O> = O extends { parameters: { path: infer Values } } ? { path: Values } : { path?: never };
type QueryOption<O> = O extends { parameters: { query: infer Query } }
  ? { query: Query }
  : O extends { parameters: { query?: infer Query } }
    ? [NonNullable<Query>] extends [never]
      ? { query?: never }
      : { query?: NonNullable<Query> }
    : { query?: never };
/** The JSON body the route takes; routes without one in the document take uploads (FormData). */
type BodyOption<O> = O extends { requestBody?: infer Body }
  ? [NonNullable<Body>] extends [never]
    ? { body?: FormData }
    : Body extends { content: { 'application/json': infer Json } }
      ? undefined extends Body
        ? { body?: Json }
        : { body: Json }
      : { body?: FormData }
  : { body?: FormData };
export type ApiOptions<M extends Method, P extends ApiPath<M>> = RequestOptions &
  PathOption<Operation<M, P>> &
  QueryOption<Operation<M, P>> &
  BodyOption<Operation<M, P>>;
/** The options argument may be left out when nothing in it is required. */
type OptionsArgument<Options> = object extends Options ? [options?: Options] : [options: Options];

interface CallOptions extends RequestOptions {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/**
 * `/api/x/{id}` with `{ id: 7 }` and `{ q: 'a b' }` gives `/api/x/7?q=a+b` (the server reads `+` as a
 * space, as browsers' forms send it); undefined query values are left out.
 */
function urlOf(template: string, { path, query }: CallOptions): string {
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path![name]!));
  const given = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  // URLSearchParams writes numbers and booleans as text itself.
  const search = String(new URLSearchParams(given as [string, string][]));
  return search ? `${url}?${search}` : url;
}

/** One typed method; `method` is the HTTP verb, `M` its key in the document's paths. */
function typed<M extends Method>(method: string) {
  return <P extends ApiPath<M>>(path: P, ...options: OptionsArgument<ApiOptions<M, P>>) => {
    // The public signature does the checking; inside, one loose shape serves every operation.
    const [given = {}] = options as unknown as [CallOptions?];
    const { body, ...rest } = given;
    // POST and PUT always send JSON (an empty object when the route takes nothing); GET and DELETE
    // send a body only where the route asks for one (delete-account's password).
    return request<ApiAnswer<M, P>>(method, urlOf(path, rest), body ?? (method[0] === 'P' ? {} : undefined), rest);
  };
}

export const api = {
  GET: typed<'get'>('GET'),
  POST: typed<'post'>('POST'),
  PUT: typed<'put'>('PUT'),
  DELETE: typed<'delete'>('DELETE'),
};

/** The message to show for a failed call: the server's words, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string, networkMessage: string): string {
  if (error instanceof NetworkError) return networkMessage;
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
