import type { AppContext } from '../../context';
import { channels } from '../../realtime/event-bus';
import { channelPositions } from './queries';
import { liveQueue } from './service';

/** Musicians whose queue is kept; the least recently read is dropped first. */
const MAX_KEPT = 1000;

export interface QueueRead {
  /** The queue as the JSON GET /api/sessions/live/requests sends. */
  json: string;
  live: boolean;
}

/**
 * The queue read (GET /api/sessions/live/requests) kept per musician as its JSON. Everything it
 * shows changes only with an event written in the change's own transaction: a request arriving or
 * changing status, or the session ending, on the musician's queue channel; the session starting
 * or resuming on the active-sessions channel. Each event moves its channel's position, so a kept
 * read is served only while both positions are still those read before it was loaded: one
 * primary-key lookup instead of the session, every request and their JSON. Reading the positions
 * first means a kept read may be newer than its key, never older, and the check holds on every
 * instance at once, without waiting for the change's notification (or a resync after a lost one).
 */
export function createQueueCache(ctx: AppContext): (musicianId: number) => Promise<QueueRead> {
  const kept = new Map<number, QueueRead & { positions: string }>();
  return async (musicianId) => {
    const positions = await channelPositions(ctx.db, [channels.musicianQueue(musicianId), channels.activeSessions]);
    const entry = kept.get(musicianId);
    if (entry?.positions === positions) return entry;
    const queue = await liveQueue(ctx, musicianId);
    const read = { positions, json: JSON.stringify(queue), live: queue.session !== null };
    kept.delete(musicianId);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(musicianId, read);
    return read;
  };
}
