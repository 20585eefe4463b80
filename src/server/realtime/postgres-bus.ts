import { sql } from 'kysely';
import type pg from 'pg';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { EventBus } from './event-bus';
import { eventAt, eventsSince, latestEventId } from './event-store';
import { LocalListeners } from './local-listeners';
import { runEventTransaction, type AppendEvent } from './transaction';

/** NOTIFY payloads are limited to 8000 bytes; larger events travel by position and are read back. */
export const MAX_INLINE_DATA = 7000;
/** How soon a lost LISTEN connection is re-opened; missed events are then read from the log. */
const RECONNECT_DELAYS_MS = [50, 250, 1000, 2000, 5000];

/** One NOTIFY channel per schema, so two apps in two schemas of one database never hear each other. */
export function notifyChannelName(pgSchema: string | undefined): string {
  return pgSchema ? `stagecall_events_${pgSchema}` : 'stagecall_events';
}

interface Notice {
  c: string;
  s: number;
  t?: string;
  d?: unknown;
  /** When the writer emitted it (ms since the epoch, the writer's clock): for the lag metric. */
  w?: number;
}

/**
 * Several instances on one PostgreSQL. The event row, the channel's next position and the NOTIFY
 * are one statement inside the change's transaction: PostgreSQL sends the notification at commit,
 * and delivers notifications in commit order, which the channel lock makes the order of positions.
 * Every instance (this one included) hears it on its LISTEN connection and delivers locally.
 */
export async function createPostgresBus(
  db: Db,
  pool: pg.Pool,
  options: {
    clock: Clock;
    pgSchema: string | undefined;
    log: (message: string, error?: unknown) => void;
    /** Tests hold the reconnect here to make the outage as long as they need. */
    beforeReconnect?: () => Promise<void>;
    onLockWait?: (seconds: number) => void;
    onEventLag?: (seconds: number) => void;
  },
): Promise<EventBus> {
  const { clock, log } = options;
  const notifyChannel = notifyChannelName(options.pgSchema);
  const listeners = new LocalListeners(log, options.onEventLag);
  let closed = false;
  let client: pg.PoolClient | undefined;
  let attempt = 0;

  const append: AppendEvent = async (trx, channel, type, data, at) => {
    const payload = JSON.stringify(data);
    // Wall-clock time (not the app's movable clock): lag is measured against the reader's Date.now().
    const sentAt = Date.now();
    const { rows } = await sql<{ seq: number }>`
      with next as (
        update realtime_channels set last_seq = last_seq + 1 where channel = ${channel} returning last_seq
      ), stored as (
        insert into realtime_events (channel, seq, type, payload, created_at)
        select ${channel}, last_seq, ${type}, ${payload}, ${at} from next
        returning seq
      )
      select seq, pg_notify(${notifyChannel}, case
        when octet_length(${payload}::text) <= ${MAX_INLINE_DATA}
          then json_build_object('c', ${channel}::text, 's', seq, 'w', ${sentAt}::bigint, 't', ${type}::text, 'd', ${payload}::json)::text
        else json_build_object('c', ${channel}::text, 's', seq, 'w', ${sentAt}::bigint)::text
      end) from stored`.execute(trx);
    const row = rows[0];
    if (!row) throw new Error(`realtime channel ${channel} was not locked`);
    return { id: Number(row.seq), channel, type, data };
  };

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== notifyChannel || !message.payload) return;
    let notice: Notice;
    try {
      notice = JSON.parse(message.payload) as Notice;
    } catch (error) {
      log('unreadable event notification', error);
      return;
    }
    if (notice.t !== undefined) {
      listeners.deliver({ id: notice.s, channel: notice.c, type: notice.t, data: notice.d }, notice.w);
      return;
    }
    eventAt(db, notice.c, notice.s)
      .then((event) => event && listeners.deliver(event, notice.w))
      // Subscribers see the jump at the next event and fill it from the log.
      .catch((error: unknown) => log('could not read a large event back', error));
  };

  const reconnectLater = () => {
    if (closed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      Promise.resolve(options.beforeReconnect?.())
        .then(connect)
        .then(() => listeners.resyncAll())
        .catch((error: unknown) => {
          log('event bus reconnect failed', error);
          reconnectLater();
        });
    }, delay).unref();
  };

  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (closed) return;
      log('event bus connection lost; reconnecting', error);
      next.removeListener('notification', onNotification);
      next.release(true);
      if (client === next) client = undefined;
      reconnectLater();
    };
    next.on('notification', onNotification);
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.query(`LISTEN "${notifyChannel}"`);
    } catch (error) {
      if (!lost) {
        lost = true;
        next.release(true);
      }
      throw error;
    }
    if (closed) {
      next.release(true);
      return;
    }
    client = next;
    attempt = 0;
  };
  await connect();

  const bus: EventBus = {
    transaction: (locked, work) =>
      runEventTransaction(db, locked, work, {
        append,
        now: () => clock.now(),
        ...(options.onLockWait ? { onLockWait: options.onLockWait } : {}),
      }),
    publish: (channel, type, data) => bus.transaction([channel], (_trx, emit) => emit(channel, type, data)),
    since: (channel, afterId, limit) => eventsSince(db, channel, afterId, limit),
    latestId: (channel) => latestEventId(db, channel),
    subscribe: (channel, subscriber) => listeners.add(channel, subscriber),
    listenerCount: () => listeners.count(),
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      if (current) {
        await current.query(`UNLISTEN "${notifyChannel}"`).catch(() => undefined);
        current.removeAllListeners('notification');
        current.release();
      }
    },
  };
  return bus;
}
