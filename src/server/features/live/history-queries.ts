import type { Db } from '../../db/connection';

/** A musician's ended shows, newest first, each with its request counts and the tips it took. */
export async function listPastShows(
  db: Db,
  musicianId: number,
  limit: number,
  before?: { started_at: string; id: number },
) {
  let query = db
    .selectFrom('live_sessions as s')
    .select((eb) => [
      's.id',
      's.venue_name',
      's.session_name',
      's.started_at',
      's.ended_at',
      eb
        .selectFrom('song_requests as r')
        .select((q) => q.fn.countAll<number>().as('n'))
        .whereRef('r.session_id', '=', 's.id')
        .as('total_requests'),
      eb
        .selectFrom('song_requests as r')
        .select((q) => q.fn.countAll<number>().as('n'))
        .whereRef('r.session_id', '=', 's.id')
        .where('r.status', '=', 'played')
        .as('played_count'),
      // Counted as sessionMoney counts them: tips, and apart from them the prices paid.
      eb
        .selectFrom('song_requests as r')
        .select((q) => q.fn.coalesce(q.fn.sum<number>('r.tip_amount'), q.lit(0)).as('total'))
        .whereRef('r.session_id', '=', 's.id')
        .as('total_tips'),
      eb
        .selectFrom('song_requests as r')
        .select((q) => q.fn.coalesce(q.fn.sum<number>('r.price_amount'), q.lit(0)).as('total'))
        .whereRef('r.session_id', '=', 's.id')
        .where('r.price_state', '=', 'paid')
        .as('total_prices'),
    ])
    .where('s.musician_id', '=', musicianId)
    .where('s.status', '=', 'ended');
  // Keyset paging on the list's own order: what is older than the last show seen.
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('s.started_at', '<', before.started_at),
        eb.and([eb('s.started_at', '=', before.started_at), eb('s.id', '<', before.id)]),
      ]),
    );
  }
  const rows = await query.orderBy('s.started_at', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
  // PostgreSQL answers counts and sums as text (bigint, numeric).
  return rows.map((row) => ({
    ...row,
    total_requests: Number(row.total_requests ?? 0),
    played_count: Number(row.played_count ?? 0),
    total_tips: Number(row.total_tips ?? 0),
    total_prices: Number(row.total_prices ?? 0),
  }));
}
