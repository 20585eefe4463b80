import type { Db } from '../../db/connection';

export const gigColumns = [
  'id',
  'venue_id',
  'venue_name',
  'session_name',
  'location_address',
  'scheduled_date',
  'scheduled_start_time',
  'scheduled_end_time',
  'is_publicly_visible',
  'series_id',
] as const;

export interface GigValues {
  venue_id: number | null;
  venue_name: string;
  session_name: string | null;
  location_address: string | null;
  scheduled_date: string;
  scheduled_start_time: string;
  scheduled_end_time: string;
  is_publicly_visible: 0 | 1;
}

/** The musician's gigs from `today` on, by date then start. */
export function listUpcomingGigs(db: Db, musicianId: number, today: string) {
  return (
    db
      .selectFrom('scheduled_gigs')
      .select(gigColumns)
      .where('musician_id', '=', musicianId)
      .where('scheduled_date', '>=', today)
      // A gig the musician went live from is being played, or was.
      .where('live_session_id', 'is', null)
      .orderBy('scheduled_date')
      .orderBy('scheduled_start_time')
      .orderBy('id')
      .execute()
  );
}

export function findGig(db: Db, id: number) {
  return db
    .selectFrom('scheduled_gigs')
    .select([...gigColumns, 'musician_id', 'series_id', 'series_date', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A gig as its owner's list shows it (no bookkeeping columns). */
export function findGigAsListed(db: Db, id: number) {
  return db.selectFrom('scheduled_gigs').select(gigColumns).where('id', '=', id).executeTakeFirst();
}

export function insertGig(db: Db, musicianId: number, values: GigValues, at: string) {
  return db
    .insertInto('scheduled_gigs')
    .values({ ...values, musician_id: musicianId, created_at: at, updated_at: at })
    .returning(gigColumns)
    .executeTakeFirstOrThrow();
}

export function updateGigRow(db: Db, id: number, values: GigValues, at: string) {
  return db
    .updateTable('scheduled_gigs')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .returning(gigColumns)
    .executeTakeFirst();
}

export async function deleteGigRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('scheduled_gigs').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export function findActiveVenue(db: Db, id: number) {
  return db.selectFrom('venues').select('id').where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
}

/** Where a venue of the venue database is, for telling followers near it. */
export function findVenuePlace(db: Db, id: number) {
  return db.selectFrom('venues').select(['city', 'location_address']).where('id', '=', id).executeTakeFirst();
}

/** How each series of these gigs repeats, for their "Every Thursday" label. */
export function findSeriesRules(db: Db, seriesIds: number[]) {
  if (seriesIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('gig_series').select(['id', 'frequency', 'first_date']).where('id', 'in', seriesIds).execute();
}
