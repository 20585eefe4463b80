import type pg from 'pg';
import type { Db } from '../db/connection';
import type { EventBus, RealtimeEvent } from './event-bus';
import { eventById, eventsSince, latestEventId, storeEvent } from './event-store';
import { LocalListeners } from './local-listeners';

const NOTIFY_CHANNEL = 'stagecall_events';
/** NOTIFY payloads are limited to 8000 bytes; larger events travel by id and are read back. */
const MAX_INLINE_PAYLOAD = 7000;

/**
 * Several instances on one PostgreSQL: each event is stored, then announced with NOTIFY; every
 * instance (this one included) hears it on its LISTEN connection and delivers it locally, so a
 * fan's request reaches a musician whose stream is held by another instance.
 */
export async function createPostgresBus(
  db: Db,
  pool: pg.Pool,
  log: (message: string, error?: unknown) => void,
): Promise<EventBus> {
  const listeners = new LocalListeners();
  let closed = false;
  let client: pg.PoolClient | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    const parsed = JSON.parse(message.payload) as { id: number; event?: RealtimeEvent };
    if (parsed.event) {
      listeners.deliver(parsed.event);
      return;
    }
    void eventById(db, parsed.id).then((event) => event && listeners.deliver(event));
  };

  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log('event bus connection lost; reconnecting', error);
      next.release(true);
      if (client === next) client = undefined;
      if (!closed) setTimeout(() => void connect().catch((e: unknown) => log('event bus reconnect failed', e)), 1000);
    });
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = next;
  };
  await connect();

  return {
    async publish(channel, type, data) {
      const event = await storeEvent(db, channel, type, data);
      const inline = JSON.stringify({ id: event.id, event });
      const payload = Buffer.byteLength(inline) <= MAX_INLINE_PAYLOAD ? inline : JSON.stringify({ id: event.id });
      await pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, payload]);
      return event;
    },
    since: (channel, afterId, limit) => eventsSince(db, channel, afterId, limit),
    latestId: (channel) => latestEventId(db, channel),
    subscribe: (channel, listener) => listeners.add(channel, listener),
    listenerCount: () => listeners.count(),
    async close() {
      closed = true;
      if (client) {
        await client.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => undefined);
        client.release();
        client = undefined;
      }
    },
  };
}
