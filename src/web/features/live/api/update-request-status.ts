import type { RequestStatus, SongRequest } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

export type { RequestStatus };

/** Spec 2 §7 PUT /api/requests/{id}/status; 409 when the change is not allowed from its status now. */
export async function updateRequestStatus(requestId: number, status: RequestStatus): Promise<SongRequest> {
  const { request } = await api.PUT('/api/requests/{id}/status', {
    path: { id: requestId },
    body: {
      status,
    },
  });
  return request;
}

/**
 * Several requests of one show as one action ('Decline All', a merged row's ×3), so one Undo
 * takes all of it back; those whose status cannot move that way are skipped by the server too.
 */
export async function updateRequestStatuses(
  sessionId: number,
  requestIds: readonly number[],
  status: RequestStatus,
): Promise<SongRequest[]> {
  const { requests } = await api.POST('/api/sessions/live/{id}/requests/status', {
    path: { id: sessionId },
    body: { request_ids: [...requestIds], status },
  });
  return requests;
}
