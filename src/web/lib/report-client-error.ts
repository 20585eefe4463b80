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
  try {
    void fetch('/api/errors/client', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(payload),
      // Lets the report finish even if the person reloads straight away.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (for example an oversized keepalive body); ignore it too.
  }
}
