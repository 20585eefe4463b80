import type { MyRequests } from '../../../../shared/requests/my-requests';
import { api } from '../../../lib/api-client';

export type { MyRequest, MyRequests } from '../../../../shared/requests/my-requests';

/** The request page puts the stream's `my-requests` states under this key (`['my-requests', session.id]`). */
export const myRequestsQueryKey = (sessionId: number) => ['my-requests', sessionId] as const;

export function getMyRequests(sessionId: number, signal?: AbortSignal): Promise<MyRequests> {
  return api.GET('/api/sessions/{sessionId}/my-requests', { path: { sessionId }, signal });
}
