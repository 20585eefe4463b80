import { useQuery } from '@tanstack/react-query';
import type { LiveSession } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

export type { LiveSession };

export const currentLiveSessionQueryKey = ['sessions', 'live', 'current'] as const;

export async function getCurrentLiveSession(signal?: AbortSignal): Promise<LiveSession | null> {
  const { session } = await api.GET('/api/sessions/live/current', { signal });
  return session ?? null;
}

/**
 * The signed-in musician's open (active or paused) live session, or null (spec 1 §7).
 * `pollWhileOffMs`: while no show is live, ask again this often (a screen that waits for the act to
 * go live on someone else's phone, as crew's does); once a show is live, the queue's stream takes over.
 */
export function useCurrentLiveSession({ pollWhileOffMs }: { pollWhileOffMs?: number } = {}) {
  return useQuery({
    queryKey: currentLiveSessionQueryKey,
    queryFn: ({ signal }) => getCurrentLiveSession(signal),
    ...(pollWhileOffMs
      ? {
          refetchInterval: (query: { state: { data?: LiveSession | null } }) =>
            query.state.data ? false : pollWhileOffMs,
        }
      : {}),
  });
}
