import type { MyRequests } from '../../../../shared/my-requests';
import { api } from '../../../lib/api-client';

export type { MyRequest, MyRequests } from '../../../../shared/my-requests';

export const myRequestsQueryKey = (sessionId: number) => ['my-requests', sessionId] as const;

export const myRequestsStreamUrl = (sessionId: number) => `/api/sessions/${sessionId}/my-requests/stream`;

export function getMyRequests(sessionId: number, signal?: AbortSignal): Promise<MyRequests> {
  return api.get<MyRequests>(`/api/sessions/${sessionId}/my-requests`, { signal });
}
