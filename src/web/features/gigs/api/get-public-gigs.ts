import { useQuery } from '@tanstack/react-query';
import type { PublicGig } from '../../../../shared/live/public';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { PublicGig };

export const publicGigsQueryKey = ['sessions', 'scheduled', 'public'] as const;

/** Spec 1 §5: public gig lists include only gigs with a non-empty stage name and venue name. */
function isListable(gig: PublicGig): boolean {
  return Boolean(gig.stage_name?.trim()) && Boolean(gig.venue_name?.trim());
}

export async function getPublicGigs(signal?: AbortSignal): Promise<PublicGig[]> {
  const gigs = expectArray<PublicGig>(await api.GET('/api/sessions/scheduled/public', { signal }), 'gigs');
  return gigs.filter(isListable);
}

export function usePublicGigs() {
  return useQuery({
    queryKey: publicGigsQueryKey,
    queryFn: ({ signal }) => getPublicGigs(signal),
    staleTime: 60_000,
  });
}
