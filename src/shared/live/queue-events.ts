import type { z } from 'zod';
import { liveSession } from './index';

// Apart from live.ts: the fan pages import that module, and these schemas' calls, kept by the
// bundler, would cost /request bytes its JavaScript budget does not have. Only the musician's
// screen and the server read them.

/**
 * The musician's queue stream's `session.updated`: the show paused or resumed, or one of its
 * settings changed on another of the musician's devices. Only the changed setting is present; a
 * null `max_requests` lifts the cap.
 */
export const queueSessionUpdate = liveSession
  .pick({ id: true, status: true, paused_by: true })
  .extend(liveSession.pick({ repertoire_only: true, fans_back_songs: true, max_requests: true }).partial().shape);
export type QueueSessionUpdate = z.infer<typeof queueSessionUpdate>;

/** The queue stream's `session.stage`: the order, the song playing, what Undo takes back, the screen's choice. */
export const queueStageUpdate = liveSession.pick({
  id: true,
  queue_order: true,
  now_playing_id: true,
  undo_label: true,
  undo_labels: true,
  screen_shows_fans: true,
});
export type QueueStageUpdate = z.infer<typeof queueStageUpdate>;
