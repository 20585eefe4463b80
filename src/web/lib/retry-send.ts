import { ApiError, NetworkError } from './api-client';

/** The pauses before the second, third and fourth try: about 4 s in all, then the fan's Retry. */
export const SEND_RETRY_DELAYS_MS: readonly number[] = [300, 1000, 2500];

/**
 * A failure the same send may not meet again: no answer at all (unless the phone knows it is
 * offline: then the fan is told at once), or a 502/503/504 without our server's error code (a
 * proxy's page, or an instance closing for a restart). Anything the server decided (a 4xx, a 500,
 * maintenance's coded 503) is the answer.
 */
export const isTransient = (error: unknown): boolean =>
  (error instanceof NetworkError && globalThis.navigator?.onLine !== false) ||
  (error instanceof ApiError && error.code === undefined && error.status >= 502 && error.status <= 504);

export interface RetryOptions {
  signal?: AbortSignal | undefined;
  delaysMs?: readonly number[];
  /** Waits `ms`; rejects when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** 0 ≤ x < 1, for the jitter. */
  random?: () => number;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/**
 * Runs `send` again after a transient failure, with growing pauses. Only for a send that is safe
 * to repeat (one Idempotency-Key for every try). Each pause is ±25 %, so the phones of a room that
 * failed together do not all come back at the same instant.
 */
export async function retrySend<T>(
  send: () => Promise<T>,
  { signal, delaysMs = SEND_RETRY_DELAYS_MS, sleep = pause, random = Math.random }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= delaysMs.length || !isTransient(error) || signal?.aborted) throw error;
      await sleep(Math.round(delaysMs[attempt]! * (0.75 + random() / 2)), signal);
    }
  }
}
