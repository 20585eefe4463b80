import type { AppContext } from '../../context';
import { songKey as nameKey } from '../../../shared/songs';
import {
  VENUE_SEARCH_MAX_RESULTS,
  VENUE_SEARCH_MIN_CHARS,
  type SavedVenue,
  type VenueSuggestion,
} from '../../../shared/venues';
import { presentSuggestion } from './presenter';
import { containsPattern, listSavedVenues, searchGlobalVenues, searchSavedVenues } from './queries';
import { recordVenueUse } from './record-venue-use';

export async function savedVenues(ctx: AppContext, musicianId: number): Promise<SavedVenue[]> {
  const rows = await listSavedVenues(ctx.db, musicianId);
  return rows.map((row) => ({ ...row, usage_count: Number(row.usage_count) }));
}

/**
 * Venue autocomplete (spec 1 "Schedule a Gig" and start-live-session card): the musician's own
 * venues first, then venues of the platform's database that are not already among them, at most
 * ten. A saved venue linked to a global one carries that venue's details and id.
 */
export async function searchVenues(ctx: AppContext, musicianId: number, query: string): Promise<VenueSuggestion[]> {
  const text = nameKey(query);
  if (text.length < VENUE_SEARCH_MIN_CHARS) return [];
  const pattern = containsPattern(text);
  const saved = await searchSavedVenues(ctx.db, musicianId, pattern, VENUE_SEARCH_MAX_RESULTS);
  const savedSuggestions = saved.map((row) =>
    presentSuggestion(
      {
        ...row,
        place_id: row.venue_id,
        location_address: row.location_address ?? row.venue_address,
        venue_type: row.venue_type ?? null,
      },
      'saved',
    ),
  );
  const room = VENUE_SEARCH_MAX_RESULTS - saved.length;
  if (room <= 0) return savedSuggestions;
  const global = await searchGlobalVenues(
    ctx.db,
    pattern,
    saved.map((row) => row.name_key),
    room,
  );
  return [
    ...savedSuggestions,
    ...global.map((row) => presentSuggestion({ ...row, place_id: row.id, last_used_at: null }, 'global')),
  ];
}

/** Spec 1 §7 POST /api/venues/increment-usage: one more use of a venue, saved for the musician. */
export async function incrementVenueUsage(ctx: AppContext, musicianId: number, venueName: string): Promise<void> {
  await ctx.db
    .transaction()
    .execute((trx) => recordVenueUse(trx, musicianId, venueName, null, ctx.clock.now().toISOString()));
}
