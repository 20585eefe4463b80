import { useQuery } from '@tanstack/react-query';
import type { LiveSession } from '../../../../shared/live';
import type { NightState } from '../../../../shared/live/night';
import { api } from '../../../lib/api-client';

export type { NightItem, NightState } from '../../../../shared/live/night';

/** Every show's night starts with this key: a stage event re-reads whichever night is on screen. */
export const nightQueryRoot = ['sessions', 'live', 'night'] as const;
export const nightQueryKey = (sessionId: number) => [...nightQueryRoot, sessionId] as const;

/** GET /api/sessions/live/{id}/night: the show's setlist on stage (no items when it has none). */
export function useNight(sessionId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: nightQueryKey(sessionId),
    queryFn: ({ signal }) => api.GET('/api/sessions/live/{id}/night', { path: { id: sessionId }, signal }),
    enabled: isEnabled && Number.isInteger(sessionId) && sessionId > 0,
    staleTime: 0,
  });
}

/** A tap on the night: the show and the night as they now stand. */
export type NightChanged = Promise<{ session: LiveSession; night: NightState }>;

/** The night's stage taps (decision 043); each is a stage action, so Undo takes it back. */
export const nightApi = {
  start: (sessionId: number, setlistId: number) =>
    api.POST('/api/sessions/live/{id}/night/start', { path: { id: sessionId }, body: { setlist_id: setlistId } }),
  playRequestNext: (sessionId: number, requestId: number): NightChanged =>
    api.POST('/api/sessions/live/{id}/night/play-next', { path: { id: sessionId }, body: { request_id: requestId } }),
  moveUpNext: (sessionId: number, itemId: number): NightChanged =>
    api.POST('/api/sessions/live/{id}/night/play-next', { path: { id: sessionId }, body: { item_id: itemId } }),
  slot: (sessionId: number, requestId: number, afterItemId: number): NightChanged =>
    api.POST('/api/sessions/live/{id}/night/slot', {
      path: { id: sessionId },
      body: { request_id: requestId, after_item_id: afterItemId },
    }),
  skip: (sessionId: number, itemId: number): NightChanged =>
    api.POST('/api/sessions/live/{id}/night/items/{itemId}/skip', { path: { id: sessionId, itemId } }),
  unslot: (sessionId: number, itemId: number): NightChanged =>
    api.POST('/api/sessions/live/{id}/night/items/{itemId}/unslot', { path: { id: sessionId, itemId } }),
  play: (sessionId: number, itemId: number): NightChanged =>
    api.POST('/api/sessions/live/{id}/night/items/{itemId}/play', { path: { id: sessionId, itemId } }),
  comingUp: async (sessionId: number, isPublic: boolean): Promise<LiveSession> =>
    (
      await api.PUT('/api/sessions/live/{id}/coming-up', {
        path: { id: sessionId },
        body: { coming_up_public: isPublic },
      })
    ).session,
};
