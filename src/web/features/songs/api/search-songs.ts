import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SongSuggestion } from '../../../../shared/songs';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { SongSuggestion };

import { SONG_SEARCH_MAX_RESULTS, SONG_SEARCH_MIN_CHARS } from '../../../../shared/songs/song-search-limits';

export { SONG_SEARCH_MAX_RESULTS, SONG_SEARCH_MIN_CHARS };
/** Spec 1 §9: the search waits 300 ms after the last keystroke. */
export const SONG_SEARCH_DEBOUNCE_MS = 300;

/** At a show (`sessionId`), the musician's own open songs come first, or alone. */
export async function searchSongs(query: string, signal?: AbortSignal, sessionId?: number): Promise<SongSuggestion[]> {
  const songs = expectArray<SongSuggestion>(
    await api.GET('/api/songs/search', { query: { q: query, session: sessionId || undefined }, signal }),
    'songs',
  );
  return songs.slice(0, SONG_SEARCH_MAX_RESULTS);
}

/**
 * Song suggestions for a (debounced) search text: nothing under 2 characters, at most 8 (spec 1
 * §5). The previous list stays while the next one loads, so the dropdown does not flicker.
 */
export function useSongSuggestions(query: string, sessionId?: number) {
  const trimmed = query.trim();
  const isSearchable = trimmed.length >= SONG_SEARCH_MIN_CHARS;
  return useQuery({
    queryKey: ['songs', 'search', trimmed.toLowerCase(), sessionId],
    queryFn: ({ signal }) => searchSongs(trimmed, signal, sessionId),
    enabled: isSearchable,
    staleTime: 5 * 60_000,
    placeholderData: isSearchable ? keepPreviousData : undefined,
    // A suggestion that arrives late is worth less than the fan's own typing: no retries.
    retry: false,
  });
}
