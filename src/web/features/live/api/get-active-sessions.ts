import { useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '../../../../shared/live/public';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { ActiveSession };

export const activeSessionsQueryKey = ['sessions', 'active'] as const;

/** Public live lists refresh every 30 s (spec 1 §9). */
export const ACTIVE_SESSIONS_REFRESH_MS = 30_000;

export async function getActiveSessions(signal?: AbortSignal): Promise<ActiveSession[]> {
  return expectArray<ActiveSession>(await api.GET('/api/sessions/active', { signal }), 'live sessions');
}

/** `refetchInterval: false` stops the polling while a live stream keeps the list current. */
export function useActiveSessions({
  refetchInterval = ACTIVE_SESSIONS_REFRESH_MS,
}: { refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: activeSessionsQueryKey,
    queryFn: ({ signal }) => getActiveSessions(signal),
    refetchInterval,
  });
}
