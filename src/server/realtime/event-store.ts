import type { Db } from '../db/connection';
import type { RealtimeEvent } from './event-bus';

export async function storeEvent<T>(db: Db, channel: string, type: string, data: T): Promise<RealtimeEvent<T>> {
  const row = await db
    .insertInto('realtime_events')
    .values({ channel, type, payload: JSON.stringify(data), created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, channel, type, data };
}

export async function eventsSince(db: Db, channel: string, afterId: number, limit = 500): Promise<RealtimeEvent[]> {
  const rows = await db
    .selectFrom('realtime_events')
    .select(['id', 'channel', 'type', 'payload'])
    .where('channel', '=', channel)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, channel: row.channel, type: row.type, data: JSON.parse(row.payload) }));
}

export async function eventById(db: Db, id: number): Promise<RealtimeEvent | undefined> {
  const row = await db
    .selectFrom('realtime_events')
    .select(['id', 'channel', 'type', 'payload'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { id: row.id, channel: row.channel, type: row.type, data: JSON.parse(row.payload) };
}

/** A day of history is plenty for reconnects; older events only cost space. */
export async function purgeOldEvents(db: Db, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db
    .deleteFrom('realtime_events')
    .where('created_at', '<', new Date(Date.now() - olderThanMs).toISOString())
    .execute();
}

export async function latestEventId(db: Db, channel: string): Promise<number> {
  const row = await db
    .selectFrom('realtime_events')
    .select('id')
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}
