import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { GigSeriesTable } from '../../db/types';
import { gigColumns, type GigValues } from './queries';

export type GigSeries = Selectable<GigSeriesTable>;

export function insertSeries(db: Db, values: Insertable<GigSeriesTable>) {
  return db.insertInto('gig_series').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findSeries(db: Db, id: number) {
  return db.selectFrom('gig_series').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Series that may still have dates to make before `horizon`: not ended, not at their count. */
export function listSeriesToExtend(db: Db, horizon: string) {
  return db
    .selectFrom('gig_series')
    .selectAll()
    .where('generated_through', '<', horizon)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('generated_through', '<', eb.ref('ends_on'))]))
    .where((eb) => eb.or([eb('occurrences', 'is', null), eb('generated_count', '<', eb.ref('occurrences'))]))
    .execute();
}

/**
 * One date of a series. A date already made (a second generator, or a retried run) is left as it
 * is: the unique (series_id, series_date) index decides, so a date is never made twice.
 */
export function insertSeriesDate(
  db: Db,
  musicianId: number,
  seriesId: number,
  seriesDate: string,
  values: GigValues,
  at: string,
) {
  return db
    .insertInto('scheduled_gigs')
    .values({
      ...values,
      musician_id: musicianId,
      series_id: seriesId,
      series_date: seriesDate,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['series_id', 'series_date']).doNothing())
    .returning(gigColumns)
    .executeTakeFirst();
}

export function isSeriesDateCancelled(db: Db, seriesId: number, seriesDate: string) {
  return db
    .selectFrom('gig_cancellations')
    .select('gig_id')
    .where('series_id', '=', seriesId)
    .where('series_date', '=', seriesDate)
    .executeTakeFirst();
}

/** Where the generator got to, moved only forwards (a slower concurrent run cannot undo a faster one). */
export function recordGenerated(db: Db, seriesId: number, through: string, count: number, at: string) {
  return db
    .updateTable('gig_series')
    .set({ generated_through: through, generated_count: count, updated_at: at })
    .where('id', '=', seriesId)
    .where('generated_count', '<=', count)
    .execute();
}

/** The series' template for the dates still to be made ("this and following"). */
export function updateSeriesTemplate(db: Db, seriesId: number, values: Omit<GigValues, 'scheduled_date'>, at: string) {
  return db
    .updateTable('gig_series')
    .set({ ...values, updated_at: at })
    .where('id', '=', seriesId)
    .execute();
}

/** The series ends before `date`: no date on or after it is made again. */
export function endSeriesBefore(db: Db, seriesId: number, lastDate: string, at: string) {
  return db.updateTable('gig_series').set({ ends_on: lastDate, updated_at: at }).where('id', '=', seriesId).execute();
}

/** The series' dates from `seriesDate` on that have not been played (gone live from), soonest first. */
export function listFollowingDates(db: Db, seriesId: number, seriesDate: string) {
  return db
    .selectFrom('scheduled_gigs')
    .select([...gigColumns, 'musician_id', 'series_date', 'created_at'])
    .where('series_id', '=', seriesId)
    .where('series_date', '>=', seriesDate)
    .where('live_session_id', 'is', null)
    .orderBy('series_date')
    .execute();
}

export function updateFollowingDates(
  db: Db,
  seriesId: number,
  seriesDate: string,
  values: Omit<GigValues, 'scheduled_date'>,
  at: string,
) {
  return db
    .updateTable('scheduled_gigs')
    .set({ ...values, updated_at: at })
    .where('series_id', '=', seriesId)
    .where('series_date', '>=', seriesDate)
    .where('live_session_id', 'is', null)
    .execute();
}

/** A date leaves the gigs for the cancelled list in one statement pair (called inside a transaction). */
export async function cancelSeriesDate(
  db: Db,
  gig: {
    id: number;
    musician_id: number;
    series_date: string | null;
    venue_name: string;
    location_address: string | null;
    session_name: string | null;
    scheduled_date: string;
    scheduled_start_time: string;
    scheduled_end_time: string | null;
    is_publicly_visible: number;
    created_at: string;
  },
  seriesId: number,
  at: string,
): Promise<boolean> {
  const deleted = await db.deleteFrom('scheduled_gigs').where('id', '=', gig.id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) return false;
  await db
    .insertInto('gig_cancellations')
    .values({
      gig_id: gig.id,
      series_id: seriesId,
      musician_id: gig.musician_id,
      series_date: gig.series_date ?? gig.scheduled_date,
      venue_name: gig.venue_name,
      location_address: gig.location_address,
      session_name: gig.session_name,
      scheduled_date: gig.scheduled_date,
      scheduled_start_time: gig.scheduled_start_time,
      scheduled_end_time: gig.scheduled_end_time,
      is_publicly_visible: gig.is_publicly_visible ? 1 : 0,
      created_at: gig.created_at,
      cancelled_at: at,
    })
    .execute();
  return true;
}
