import type { Emit, EventBus, RealtimeEvent } from './event-bus';

/**
 * The bus, also telling `onCommitted` the events of each of its transactions once that transaction
 * has committed, on the instance that ran it. For work that must follow a change but never run
 * inside it, such as a push to a fan's phone: every instance hears the events, but only the writer
 * is told here, so one instance acts on each change. A transaction that throws tells nothing.
 */
export function withAfterCommit(bus: EventBus, onCommitted: (events: RealtimeEvent[]) => void): EventBus {
  const wrapped: EventBus = {
    async transaction(locked, work) {
      let emitted: RealtimeEvent[] = [];
      const result = await bus.transaction(locked, (trx, emit) => {
        // A retried transaction runs its work again: only the last attempt's events committed.
        emitted = [];
        const recording: Emit = async (channel, type, data) => {
          const event = await emit(channel, type, data);
          emitted.push(event);
          return event;
        };
        return work(trx, recording);
      });
      if (emitted.length > 0) onCommitted(emitted);
      return result;
    },
    publish: (channel, type, data) => wrapped.transaction([channel], (_trx, emit) => emit(channel, type, data)),
    since: (channel, afterId, limit) => bus.since(channel, afterId, limit),
    latestId: (channel) => bus.latestId(channel),
    subscribe: (channel, subscriber) => bus.subscribe(channel, subscriber),
    listenerCount: () => bus.listenerCount(),
    close: () => bus.close(),
  };
  return wrapped;
}
