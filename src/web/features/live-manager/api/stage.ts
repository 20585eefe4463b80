import type { LiveSession } from '../../../../shared/live';
import type { QueueOrder } from '../../../../shared/queue-order';
import { api } from '../../../lib/api-client';

type Changed = Promise<{ session: LiveSession }>;

/** Issue 30: the stage's actions; each answers with the show as it now stands. */
export const stageApi = {
  playNow: (sessionId: number, requestId: number): Changed =>
    api.post(`/api/sessions/live/${sessionId}/now-playing`, { request_id: requestId }),
  next: (sessionId: number): Changed => api.post(`/api/sessions/live/${sessionId}/next`),
  order: (sessionId: number, order: QueueOrder): Changed =>
    api.put(`/api/sessions/live/${sessionId}/queue-order`, { queue_order: order }),
  undo: (sessionId: number): Changed => api.post(`/api/sessions/live/${sessionId}/undo`),
  screenFans: (sessionId: number, showsFans: boolean): Changed =>
    api.put(`/api/sessions/live/${sessionId}/screen-fans`, { screen_shows_fans: showsFans }),
};
