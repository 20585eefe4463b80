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
