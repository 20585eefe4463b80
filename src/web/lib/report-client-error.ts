import { api } from './api-client';

/**
 * Sends an unhandled UI error to the server (spec 1 §7, POST /api/errors/client). Fire and
 * forget: the person already sees the error screen, and a failed report must not cause another.
 */
export function reportClientError(error: unknown, componentStack: string | null | undefined): void {
  const payload = {
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? (error.stack ?? null) : null,
    componentStack: componentStack ?? null,
    timestamp: new Date().toISOString(),
    url: window.location.href,
    userAgent: navigator.userAgent,
  };
  // keepalive lets the report finish even if the person reloads straight away. The client is
  // async throughout, so even fetch's synchronous throws (an oversized keepalive body) land here.
  void api.POST('/api/errors/client', { body: payload, keepalive: true }).catch(() => undefined);
}
