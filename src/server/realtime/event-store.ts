import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { RealtimeEvent } from './event-bus';

/**
 * Locks the channels' sequence rows for the rest of the transaction, creating them when new.
 * Always in sorted order, so two transactions that emit on the same two channels cannot deadlock;
 * and first in the transaction, before any other row lock, for the same reason.
 */
export async function lockChannels(trx: Db, channels: readonly string[]): Promise<void> {
  const sorted = [...new Set(channels)].sort();
  if (sorted.length === 0) return;
  await trx
    .insertInto('realtime_channels')
    .values(sorted.map((channel) => ({ channel, last_seq: 0 })))
    // Updating the row to itself takes its lock: the next writer of the channel waits for our commit.
    .onConflict((oc) => oc.column('channel').doUpdateSet({ last_seq: sql`realtime_channels.last_seq` }))
    .execute();
}

/** Appends an event at the channel's next position (the channel must be locked by this transaction). */
export async function appendEvent<T>(
  trx: Db,
  channel: string,
  type: string,
  data: T,
  at: string,
): Promise<RealtimeEvent<T>> {
  const { last_seq: seq } = await trx
    .updateTable('realtime_channels')
    .set({ last_seq: sql`last_seq + 1` })
    .where('channel', '=', channel)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('realtime_events')
    .values({ channel, seq, type, payload: JSON.stringify(data), created_at: at })
    .execute();
  return { id: seq, channel, type, data };
}

const toEvent = (row: { channel: string; seq: number; type: string; payload: string }): RealtimeEvent => ({
  id: row.seq,
  channel: row.channel,
  type: row.type,
  data: JSON.parse(row.payload),
});

export async function eventsSince(db: Db, channel: string, afterId: number, limit = 500): Promise<RealtimeEvent[]> {
  const rows = await db
    .selectFrom('realtime_events')
    .select(['channel', 'seq', 'type', 'payload'])
    .where('channel', '=', channel)
    .where('seq', '>', afterId)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

export async function eventAt(db: Db, channel: string, seq: number): Promise<RealtimeEvent | undefined> {
  const row = await db
    .selectFrom('realtime_events')
    .select(['channel', 'seq', 'type', 'payload'])
    .where('channel', '=', channel)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row && toEvent(row);
}

/** A day of history is plenty for reconnects; older events only cost space. */
export async function purgeOldEvents(db: Db, now: Date, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db
    .deleteFrom('realtime_events')
    .where('created_at', '<', new Date(now.getTime() - olderThanMs).toISOString())
    .execute();
}

/** The channel's newest position: from the sequence row, which outlives purged events. */
export async function latestEventId(db: Db, channel: string): Promise<number> {
  const row = await db
    .selectFrom('realtime_channels')
    .select('last_seq')
    .where('channel', '=', channel)
    .executeTakeFirst();
  return row?.last_seq ?? 0;
}
