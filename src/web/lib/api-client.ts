import type { ErrorCode } from '../../shared/error-codes';

/**
 * The one way the web client talks to the server: same-origin cookies, JSON both ways, and two
 * error types so screens can tell "the server said no" (ApiError, with the server's own words
 * and its code) from "the server could not be reached" (NetworkError), as the spec's error
 * catalogue does.
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
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body ?? {}, options),
  /** A body only where the route asks for one (delete-account's password). */
  delete: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('DELETE', path, body, options),
};

/** The message to show for a failed call: the server's words, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string, networkMessage: string): string {
  if (error instanceof NetworkError) return networkMessage;
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
