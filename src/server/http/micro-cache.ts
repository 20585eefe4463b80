/**
 * A one-value cache of a serialized JSON answer for public lists that every fan's phone polls.
 * Under load the database is asked at most once per `ttlMs`; `invalidate()` (wired to real-time
 * events) makes a change visible at once rather than after the TTL. Concurrent misses share one
 * load, so a burst after expiry costs one query, not hundreds.
 */
export interface MicroCache {
  get(): Promise<string>;
  invalidate(): void;
}

export function createMicroCache(ttlMs: number, load: () => Promise<unknown>): MicroCache {
  let value: string | undefined;
  let expiresAt = 0;
  let inflight: Promise<string> | undefined;
  let generation = 0;

  return {
    async get() {
      if (value !== undefined && Date.now() < expiresAt) return value;
      if (inflight) return inflight;
      const started = generation;
      inflight = load()
        .then((result) => {
          const json = JSON.stringify(result);
          // An invalidation during the load means this result may already be stale: don't keep it.
          if (started === generation) {
            value = json;
            expiresAt = Date.now() + ttlMs;
          }
          return json;
        })
        .finally(() => {
          inflight = undefined;
        });
      return inflight;
    },
    invalidate() {
      generation++;
      value = undefined;
      inflight = undefined;
    },
  };
}
