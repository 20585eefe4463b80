import { lazy } from 'react';

/** Waits before the next try; resolves early when the browser says it is back online. */
export type Wait = (ms: number) => Promise<void>;

export interface RetryImportOptions {
  /** Tries in all before giving up; Infinity keeps trying (the default). */
  attempts?: number;
  /** The first pause; each later one doubles, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  wait?: Wait;
}

/** The pause before try number `attempt` + 1 (attempt counts from 1): 0.5 s, 1 s, 2 s … 15 s. */
export function backoffDelay(attempt: number, baseDelayMs = 500, maxDelayMs = 15_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * A pause that ends at the delay, or as soon as the connection comes back, whichever is first: a fan
 * who walks out of a dead spot gets the missing part at once rather than at the next tick.
 */
export const waitOrOnline: Wait = (ms) =>
  new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
  });

/**
 * Runs a dynamic import again, with growing pauses, until it loads. A part of the page that failed
 * to download (a dead spot in the venue, a dropped connection) is fetched again rather than
 * replacing the page with the crash screen; what the fan typed stays on the page meanwhile.
 */
export async function retryImport<T>(load: () => Promise<T>, options: RetryImportOptions = {}): Promise<T> {
  const { attempts = Infinity, baseDelayMs, maxDelayMs, wait = waitOrOnline } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(backoffDelay(attempt, baseDelayMs, maxDelayMs));
    }
  }
}

/**
 * React.lazy for a part of a page: its Suspense fallback stays until the part's code arrives,
 * however many tries that takes; it never throws into the error boundary for a failed download.
 */
export const lazyRetry: typeof lazy = (load) => lazy(() => retryImport(load));
