import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Rate-limit counters in the database, so every instance on one PostgreSQL counts together: N
 * instances must not allow N times the limit. A fixed window per key, counted by one atomic
 * upsert. (On a single SQLite instance the plugin's in-memory store is used; with REDIS_URL, its
 * Redis store.)
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      const fresh = now + timeWindow;
      sql<{ hits: number; reset_at: number }>`
        insert into rate_limit_hits (key, hits, reset_at) values (${this.prefix + key}, 1, ${fresh})
        on conflict (key) do update set
          hits = case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end,
          reset_at = case when rate_limit_hits.reset_at <= ${now} then ${fresh} else rate_limit_hits.reset_at end
        returning hits, reset_at`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0]!;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's options under routeInfo (its typings say otherwise).
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new DatabaseStore({}, `${String(route.method ?? '')}${String(route.url ?? '')}:`);
    }
  }
  return DatabaseStore;
}

/** Housekeeping: windows that have ended count nothing. */
export async function purgeExpiredRateLimits(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now.getTime()).execute();
}
