import type { LiveSession, SongRequest } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

export type { LiveSession, SongRequest };

/** Spec 2 §7 GET /api/sessions/live/requests: the open session and its requests. */
export interface LiveQueue {
  session: LiveSession;
  requests: SongRequest[];
}

export const liveQueueQueryKey = ['sessions', 'live', 'requests'] as const;

export async function getLiveQueue(signal?: AbortSignal): Promise<LiveQueue> {
  return api.GET('/api/sessions/live/requests', { signal });
}

/** A request added or changed, merged into the queue it belongs to (other sessions' are ignored). */
export function mergeRequest(queue: LiveQueue | undefined, request: SongRequest): LiveQueue | undefined {
  if (!queue || request.session_id !== queue.session.id) return queue;
  const index = queue.requests.findIndex((existing) => existing.id === request.id);
  if (index === -1) return { ...queue, requests: [...queue.requests, request] };
  // An older copy (a slow poll answering after a push) must not undo a newer change.
  const existing = queue.requests[index];
  if (existing && existing.updated_at > request.updated_at) return queue;
  const requests = queue.requests.slice();
  requests[index] = request;
  return { ...queue, requests };
}

/** A fan took back their +1 while it waited: its request is gone from the show. */
export function dropRequest(queue: LiveQueue | undefined, withdrawn: { id: number; session_id: number }) {
  if (!queue || withdrawn.session_id !== queue.session.id) return queue;
  return { ...queue, requests: queue.requests.filter((request) => request.id !== withdrawn.id) };
}
