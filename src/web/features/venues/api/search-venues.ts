import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { VENUE_SEARCH_MIN_CHARS, type VenueSuggestion } from '../../../../shared/venues';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { VenueSuggestion };

/** GET /api/venues/search?q=: the musician's saved venues first, then the global venue database. */
export async function searchVenues(query: string, signal?: AbortSignal): Promise<VenueSuggestion[]> {
  return expectArray<VenueSuggestion>(await api.GET('/api/venues/search', { query: { q: query }, signal }), 'venues');
}

/** Spec 1 §5: the search starts at 2 typed characters. */
export function useVenueSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['venues', 'search', trimmed.toLowerCase()],
    queryFn: ({ signal }) => searchVenues(trimmed, signal),
    enabled: trimmed.length >= VENUE_SEARCH_MIN_CHARS,
    staleTime: 30_000,
    // Keeps the previous suggestions on screen while the next keystroke's arrive: no flicker.
    placeholderData: keepPreviousData,
  });
}
