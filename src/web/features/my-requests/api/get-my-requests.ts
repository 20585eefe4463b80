import type { MyRequests } from '../../../../shared/my-requests';
import { api } from '../../../lib/api-client';

export type { MyRequest, MyRequests } from '../../../../shared/my-requests';

export const myRequestsQueryKey = (sessionId: number) => ['my-requests', sessionId] as const;

/** What a stream's `my-requests` event must look like to be taken as the list. */
export const isMyRequests = (data: unknown): data is MyRequests =>
  typeof data === 'object' && data !== null && Array.isArray((data as MyRequests).requests);

export function getMyRequests(sessionId: number, signal?: AbortSignal): Promise<MyRequests> {
  return api.GET('/api/sessions/{sessionId}/my-requests', { path: { sessionId }, signal });
}
