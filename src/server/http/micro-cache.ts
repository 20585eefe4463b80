/**
 * A one-value cache of a serialized JSON answer for public lists that every fan's phone polls.
 * Under load the database is asked at most once per `ttlMs`; `invalidate()` (wired to real-time
 * events) makes a change visible at once rather than after the TTL. Concurrent misses share one
 * load, so a burst after expiry costs one query, not hundreds.
 */
export interface MicroCache {
  get(): Promise<string>;
  /**
   * The kept answer and the position (e.g. a channel's last event id) read just before it was
   * loaded, so the answer reflects at least that position: a stream can tell whether it is new
   * enough to stand for the position it starts from.
   */
  getPositioned(): Promise<Positioned>;
  invalidate(): void;
}

interface Positioned {
  json: string;
  at: number;
}

export function createMicroCache(
  ttlMs: number,
  load: () => Promise<unknown>,
  position: () => Promise<number> = async () => 0,
): MicroCache {
  let value: Positioned | undefined;
  let expiresAt = 0;
  let inflight: Promise<Positioned> | undefined;
  let generation = 0;

  const getPositioned = async () => {
    if (value !== undefined && Date.now() < expiresAt) return value;
    if (inflight) return inflight;
    const started = generation;
    inflight = (async () => {
      const at = await position();
      const loaded = { json: JSON.stringify(await load()), at };
      // An invalidation during the load means this result may already be stale: don't keep it.
      if (started === generation) {
        value = loaded;
        expiresAt = Date.now() + ttlMs;
      }
      return loaded;
    })().finally(() => {
      inflight = undefined;
    });
    return inflight;
  };

  return {
    getPositioned,
    get: async () => (await getPositioned()).json,
    invalidate() {
      generation++;
      value = undefined;
      inflight = undefined;
    },
  };
}
