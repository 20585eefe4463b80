import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import type { EventBus } from './event-bus';
import { eventsSince, latestEventId } from './event-store';
import { LocalListeners } from './local-listeners';
import { runEventTransaction } from './transaction';

/** One server process (SQLite): stored in the database, delivered through memory after commit. */
export function createInProcessBus(
  db: Db,
  clock: Clock,
  log: (message: string, error?: unknown) => void,
  onLockWait?: (seconds: number) => void,
  onEventLag?: (seconds: number) => void,
): EventBus {
  const listeners = new LocalListeners(log, onEventLag);
  const bus: EventBus = {
    transaction: (locked, work) =>
      runEventTransaction(db, locked, work, {
        now: () => clock.now(),
        ...(onLockWait ? { onLockWait } : {}),
        afterCommit: (events) => {
          // Lag here is the fan-out: from the commit to the last of this process's streams.
          const committedAt = Date.now();
          for (const event of events) listeners.deliver(event, committedAt);
        },
      }),
    publish: (channel, type, data) => bus.transaction([channel], (_trx, emit) => emit(channel, type, data)),
    since: (channel, afterId, limit) => eventsSince(db, channel, afterId, limit),
    latestId: (channel) => latestEventId(db, channel),
    subscribe: (channel, subscriber) => listeners.add(channel, subscriber),
    listenerCount: () => listeners.count(),
    async close() {},
  };
  return bus;
}
