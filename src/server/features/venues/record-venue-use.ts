import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { songKey as nameKey } from '../../../shared/songs';

/**
 * Starting a session or saving a gig at a venue makes it one of the musician's saved venues (with
 * a use count and last use) and counts a use of the matching global venue. Call in a transaction.
 */
export async function recordVenueUse(
  trx: Db,
  musicianId: number,
  venueName: string,
  locationAddress: string | null,
  at: string,
): Promise<{ venueId: number | null }> {
  const key = nameKey(venueName);
  const globalVenue = await trx
    .selectFrom('venues')
    .select('id')
    .where('name_key', '=', key)
    .where('is_active', '=', 1)
    .orderBy('usage_count', 'desc')
    .executeTakeFirst();
  if (globalVenue) {
    await trx
      .updateTable('venues')
      .set({ usage_count: sql`usage_count + 1`, updated_at: at })
      .where('id', '=', globalVenue.id)
      .execute();
  }
  await trx
    .insertInto('saved_venues')
    .values({
      musician_id: musicianId,
      venue_id: globalVenue?.id ?? null,
      venue_name: venueName,
      name_key: key,
      location_address: locationAddress,
      usage_count: 1,
      last_used_at: at,
      created_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['musician_id', 'name_key']).doUpdateSet({
        usage_count: sql`saved_venues.usage_count + 1`,
        last_used_at: at,
        venue_name: venueName,
        // Keep a known address when this use gave none.
        location_address: sql`coalesce(excluded.location_address, saved_venues.location_address)`,
      }),
    )
    .execute();
  return { venueId: globalVenue?.id ?? null };
}
