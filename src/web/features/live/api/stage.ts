import type { LiveSession } from '../../../../shared/live';
import type { QueueOrder } from '../../../../shared/live/queue-order';
import { api } from '../../../lib/api-client';

type Changed = Promise<{ session: LiveSession }>;

/** The stage's actions; each answers with the show as it now stands. */
export const stageApi = {
  playNow: (sessionId: number, requestId: number): Changed =>
    api.POST('/api/sessions/live/{id}/now-playing', { path: { id: sessionId }, body: { request_id: requestId } }),
  next: (sessionId: number): Changed => api.POST('/api/sessions/live/{id}/next', { path: { id: sessionId } }),
  order: (sessionId: number, order: QueueOrder): Changed =>
    api.PUT('/api/sessions/live/{id}/queue-order', { path: { id: sessionId }, body: { queue_order: order } }),
  undo: (sessionId: number): Changed => api.POST('/api/sessions/live/{id}/undo', { path: { id: sessionId } }),
  screenFans: (sessionId: number, showsFans: boolean): Changed =>
    api.PUT('/api/sessions/live/{id}/screen-fans', { path: { id: sessionId }, body: { screen_shows_fans: showsFans } }),
};
