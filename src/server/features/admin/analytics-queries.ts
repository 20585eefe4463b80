import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** Instants are ISO-8601 text on both databases, so their first ten characters are the UTC day. */
const dayOf = sql<string>`substr(created_at, 1, 10)`;

/** [start, end) as ISO instants. */
export interface Window {
  start: string;
  end: string;
}

/** Song requests created per day. */
export async function requestsPerDay(db: Db, window: Window): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .selectFrom('song_requests')
    .select([dayOf.as('day'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('created_at', '>=', window.start)
    .where('created_at', '<', window.end)
    .groupBy(dayOf)
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** Musician accounts created per day (deleted accounts keep their row, so they still count). */
export async function signupsPerDay(db: Db, window: Window): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .selectFrom('users')
    .select([dayOf.as('day'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_type', '=', 'musician')
    .where('created_at', '>=', window.start)
    .where('created_at', '<', window.end)
    .groupBy(dayOf)
    .execute();
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** Live shows open at some moment of the window: started before its end, not ended before its start. */
export function showsOverlapping(db: Db, window: Window) {
  return db
    .selectFrom('live_sessions')
    .select(['musician_id', 'started_at', 'ended_at'])
    .where('started_at', '<', window.end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', window.start)]))
    .execute();
}

/** Trials that ended in the window, each with whether its subscription was ever paid for. */
export async function trialsEnded(db: Db, window: Window): Promise<{ trial_ends_at: string; converted: boolean }[]> {
  const rows = await db
    .selectFrom('subscriptions as s')
    .select((eb) => [
      's.trial_ends_at',
      eb
        .exists(
          eb
            .selectFrom('subscription_payments as p')
            .select('p.id')
            .whereRef('p.subscription_id', '=', 's.id')
            .where('p.status', 'in', ['paid', 'refunded']),
        )
        .as('converted'),
    ])
    .where('s.trial_ends_at', '>=', window.start)
    .where('s.trial_ends_at', '<', window.end)
    .execute();
  // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean.
  return rows.map((row) => ({ trial_ends_at: row.trial_ends_at!, converted: Boolean(Number(row.converted)) }));
}

/** Paid, unrefunded subscription periods that overlap the window (what MRR is made of). */
export function paidPeriodsOverlapping(db: Db, window: Window) {
  return db
    .selectFrom('subscription_payments')
    .select(['subscription_id', 'amount', 'period_start', 'period_end'])
    .where('status', '=', 'paid')
    .where('period_start', 'is not', null)
    .where('period_start', '<', window.end)
    .where('period_end', '>', window.start)
    .$narrowType<{ period_start: string; period_end: string }>()
    .execute();
}

/**
 * Subscriptions whose last paid period ended in the window (before `endedBy`, so a period still
 * running is not counted as lost): each is one churned subscription, on the day its period ended.
 */
export async function lastPaidPeriodEnds(db: Db, window: Window, endedBy: string): Promise<string[]> {
  const lastEnd = sql<string>`max(period_end)`;
  const rows = await db
    .selectFrom('subscription_payments')
    .select(['subscription_id', lastEnd.as('last_end')])
    .where('status', '=', 'paid')
    .where('period_end', 'is not', null)
    .groupBy('subscription_id')
    .having(lastEnd, '>=', window.start)
    .having(lastEnd, '<', window.end)
    .having(lastEnd, '<=', endedBy)
    .execute();
  return rows.map((row) => row.last_end);
}
