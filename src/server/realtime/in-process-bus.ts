import type { Db } from '../db/connection';
import type { EventBus } from './event-bus';
import { eventsSince, latestEventId, storeEvent } from './event-store';
import { LocalListeners } from './local-listeners';

/** One server process (SQLite): stored in the database, delivered through memory. */
export function createInProcessBus(db: Db): EventBus {
  const listeners = new LocalListeners();
  return {
    async publish(channel, type, data) {
      const event = await storeEvent(db, channel, type, data);
      listeners.deliver(event);
      return event;
    },
    since: (channel, afterId, limit) => eventsSince(db, channel, afterId, limit),
    latestId: (channel) => latestEventId(db, channel),
    subscribe: (channel, listener) => listeners.add(channel, listener),
    listenerCount: () => listeners.count(),
    async close() {},
  };
}
