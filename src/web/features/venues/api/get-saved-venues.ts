import { useQuery } from '@tanstack/react-query';
import type { SavedVenue } from '../../../../shared/venues';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { SavedVenue };

export const savedVenuesQueryKey = ['musicians', 'venues'] as const;

/** GET /api/musicians/venues: venues the musician has played or scheduled, most used first. */
export async function getSavedVenues(signal?: AbortSignal): Promise<SavedVenue[]> {
  return expectArray<SavedVenue>(await api.GET('/api/musicians/venues', { signal }), 'venues');
}

export function useSavedVenues() {
  return useQuery({
    queryKey: savedVenuesQueryKey,
    queryFn: ({ signal }) => getSavedVenues(signal),
    staleTime: 60_000,
  });
}
