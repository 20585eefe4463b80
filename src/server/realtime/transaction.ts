import type { Db } from '../db/connection';
import type { Emit, RealtimeEvent } from './event-bus';
import { appendEvent, lockChannels } from './event-store';

export type AppendEvent = <T>(trx: Db, channel: string, type: string, data: T, at: string) => Promise<RealtimeEvent<T>>;

/**
 * The transaction both buses share: lock the channels, run the work with an `emit` bound to the
 * transaction, and hand the committed events to `afterCommit`. Emitting on a channel that was not
 * locked up front is a programming error: taking that lock late could deadlock with a writer that
 * locks in the documented order.
 */
export async function runEventTransaction<T>(
  db: Db,
  lockedChannels: readonly string[],
  work: (trx: Db, emit: Emit) => Promise<T>,
  options: {
    append?: AppendEvent;
    now: () => Date;
    afterCommit?: (events: RealtimeEvent[]) => void;
    /** How long the transaction waited to begin and hold its locks, in seconds (the metrics). */
    onLockWait?: (seconds: number) => void;
  },
): Promise<T> {
  const append = options.append ?? appendEvent;
  const emitted: RealtimeEvent[] = [];
  const asked = performance.now();
  const result = await db.transaction().execute(async (trx) => {
    await lockChannels(trx, lockedChannels);
    options.onLockWait?.((performance.now() - asked) / 1000);
    const emit: Emit = async (channel, type, data) => {
      if (!lockedChannels.includes(channel))
        throw new Error(`emit on "${channel}", which this transaction did not lock`);
      const event = await append(trx, channel, type, data, options.now().toISOString());
      emitted.push(event);
      return event;
    };
    return work(trx, emit);
  });
  options.afterCommit?.(emitted);
  return result;
}
