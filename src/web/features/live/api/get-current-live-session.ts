import { useQuery } from '@tanstack/react-query';
import type { LiveSession } from '../../../../shared/live';
import { api } from '../../../lib/api-client';

export type { LiveSession };

export const currentLiveSessionQueryKey = ['sessions', 'live', 'current'] as const;

export async function getCurrentLiveSession(signal?: AbortSignal): Promise<LiveSession | null> {
  const { session } = await api.GET('/api/sessions/live/current', { signal });
  return session ?? null;
}

/** The signed-in musician's open (active or paused) live session, or null (spec 1 §7). */
export function useCurrentLiveSession() {
  return useQuery({
    queryKey: currentLiveSessionQueryKey,
    queryFn: ({ signal }) => getCurrentLiveSession(signal),
  });
}
