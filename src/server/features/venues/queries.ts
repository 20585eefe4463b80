import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** LIKE treats % and _ as wildcards; a musician typing them means the characters themselves. */
export { containsPattern } from '../../db/like';

/** The musician's saved venues, most recently used first. */
export function listSavedVenues(db: Db, musicianId: number) {
  return db
    .selectFrom('saved_venues')
    .select(['venue_name', 'location_address', 'usage_count', 'last_used_at'])
    .where('musician_id', '=', musicianId)
    .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
    .orderBy('usage_count', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/**
 * Saved venues whose name contains `pattern` (a lower-case LIKE pattern of the name key), with the
 * details of the active global venue each is linked to, most used first.
 */
export function searchSavedVenues(db: Db, musicianId: number, pattern: string, limit: number) {
  return db
    .selectFrom('saved_venues as s')
    .leftJoin('venues as v', (join) => join.onRef('v.id', '=', 's.venue_id').on('v.is_active', '=', 1))
    .select([
      's.venue_name',
      's.name_key',
      's.location_address',
      's.usage_count',
      's.last_used_at',
      'v.id as venue_id',
      'v.location_address as venue_address',
      'v.city',
      'v.country',
      'v.venue_type',
      'v.phone_number',
      'v.website_url',
      'v.description',
    ])
    .where('s.musician_id', '=', musicianId)
    .where(sql<boolean>`s.name_key like ${pattern} escape '\\'`)
    .orderBy('s.usage_count', 'desc')
    .orderBy(sql`coalesce(s.last_used_at, s.created_at)`, 'desc')
    .orderBy('s.venue_name')
    .limit(limit)
    .execute();
}

/** Active global venues whose name, address or city contains `pattern`, leaving out the given names. */
export function searchGlobalVenues(db: Db, pattern: string, excludeNameKeys: string[], limit: number) {
  let query = db
    .selectFrom('venues')
    .select([
      'id',
      'venue_name',
      'name_key',
      'location_address',
      'city',
      'country',
      'venue_type',
      'phone_number',
      'website_url',
      'description',
      'usage_count',
    ])
    .where('is_active', '=', 1)
    .where(
      sql<boolean>`(name_key like ${pattern} escape '\\' or lower(coalesce(location_address, '')) like ${pattern} escape '\\' or lower(coalesce(city, '')) like ${pattern} escape '\\')`,
    )
    .orderBy('usage_count', 'desc')
    .orderBy('venue_name')
    .orderBy('id')
    .limit(limit);
  if (excludeNameKeys.length > 0) query = query.where('name_key', 'not in', excludeNameKeys);
  return query.execute();
}
