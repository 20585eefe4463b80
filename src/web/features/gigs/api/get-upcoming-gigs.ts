import { useQuery } from '@tanstack/react-query';
import type { Gig } from '../../../../shared/gigs';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { Gig };

export const upcomingGigsQueryKey = ['sessions', 'upcoming'] as const;

/** GET /api/sessions/upcoming: the signed-in musician's own gigs, public and private, soonest first. */
export async function getUpcomingGigs(signal?: AbortSignal): Promise<Gig[]> {
  return expectArray<Gig>(await api.GET('/api/sessions/upcoming', { signal }), 'gigs');
}

export function useUpcomingGigs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: upcomingGigsQueryKey, queryFn: ({ signal }) => getUpcomingGigs(signal), enabled });
}
