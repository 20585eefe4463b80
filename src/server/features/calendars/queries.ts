import type { Db } from '../../db/connection';
import { actShowsGigsToFans } from '../gigs/public';

/** How far back a feed reaches: a calendar keeps last month's gigs, not the act's whole history. */
export const FEED_HISTORY_DAYS = 90;
/** A feed's events at most: a calendar app re-reads the whole file on every poll. */
export const FEED_MAX_EVENTS = 500;

const gigColumns = [
  'g.id',
  'g.venue_name',
  'g.location_address',
  'g.session_name',
  'g.scheduled_date',
  'g.scheduled_start_time',
  'g.scheduled_end_time',
  'g.is_publicly_visible',
  'g.created_at',
  'g.updated_at',
] as const;

/** An act, if fans may see its gigs: active, public, showing gigs, named (as the public gig lists ask). */
export function findPublicAct(db: Db, qrCodeId: string) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.stage_name', 'p.qr_code_id', 'p.updated_at'])
    .where('p.qr_code_id', '=', qrCodeId)
    .where('u.deleted_at', 'is', null)
    .where(actShowsGigsToFans)
    .executeTakeFirst();
}

export function findActById(db: Db, actId: number) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.stage_name', 'p.qr_code_id', 'p.updated_at', 'p.calendar_feed_nonce', 'u.is_active'])
    .where('p.id', '=', actId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The act's gigs from `sinceDate` on, soonest first; only the public ones unless `withPrivate`. */
/**
 * The gigs a feed holds. The feed's rows and its ETag's aggregate both start here, so the
 * validator can never describe other gigs than the ones the feed sends.
 */
function feedGigs(db: Db, actId: number, sinceDate: string, withPrivate: boolean) {
  const query = db
    .selectFrom('scheduled_gigs as g')
    .where('g.musician_id', '=', actId)
    .where('g.scheduled_date', '>=', sinceDate);
  return withPrivate ? query : query.where('g.is_publicly_visible', '=', 1).where('g.venue_name', '<>', '');
}

export function listActGigs(db: Db, actId: number, sinceDate: string, withPrivate: boolean) {
  return feedGigs(db, actId, sinceDate, withPrivate)
    .select(gigColumns)
    .orderBy('g.scheduled_date')
    .orderBy('g.scheduled_start_time')
    .orderBy('g.id')
    .limit(FEED_MAX_EVENTS)
    .execute();
}

/**
 * What a feed's ETag is made of, read without the rows: a calendar app polling an unchanged feed
 * costs one aggregate. An edit moves the newest updated_at; a removal or a gig ageing out of the
 * window moves the count.
 */
export function actGigsFingerprint(db: Db, actId: number, sinceDate: string, withPrivate: boolean) {
  return feedGigs(db, actId, sinceDate, withPrivate)
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('g.updated_at').as('newest')])
    .executeTakeFirstOrThrow();
}

/** One public gig of a public act, for its single-event download. */
export function findPublicGig(db: Db, gigId: number) {
  return db
    .selectFrom('scheduled_gigs as g')
    .innerJoin('musician_profiles as p', 'p.id', 'g.musician_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([...gigColumns, 'p.stage_name', 'p.qr_code_id'])
    .where('g.id', '=', gigId)
    .where('g.is_publicly_visible', '=', 1)
    .where('g.venue_name', '<>', '')
    .where('u.deleted_at', 'is', null)
    .where(actShowsGigsToFans)
    .executeTakeFirst();
}

export type FeedGig = Awaited<ReturnType<typeof listActGigs>>[number];

/**
 * The cancelled dates of the act's series in the feed's window (decision 048), as feed rows whose
 * last edit is the cancellation: calendars that have the date show it cancelled.
 */
function feedCancellations(db: Db, actId: number, sinceDate: string, withPrivate: boolean) {
  const query = db
    .selectFrom('gig_cancellations as c')
    .where('c.musician_id', '=', actId)
    .where('c.scheduled_date', '>=', sinceDate);
  return withPrivate ? query : query.where('c.is_publicly_visible', '=', 1).where('c.venue_name', '<>', '');
}

const cancellationColumns = [
  'c.gig_id as id',
  'c.venue_name',
  'c.location_address',
  'c.session_name',
  'c.scheduled_date',
  'c.scheduled_start_time',
  'c.scheduled_end_time',
  'c.is_publicly_visible',
  'c.created_at',
  'c.cancelled_at as updated_at',
] as const;

export function listActCancellations(db: Db, actId: number, sinceDate: string, withPrivate: boolean) {
  return feedCancellations(db, actId, sinceDate, withPrivate)
    .select(cancellationColumns)
    .orderBy('c.scheduled_date')
    .limit(FEED_MAX_EVENTS)
    .execute();
}

export function actCancellationsFingerprint(db: Db, actId: number, sinceDate: string, withPrivate: boolean) {
  return feedCancellations(db, actId, sinceDate, withPrivate)
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('c.cancelled_at').as('newest')])
    .executeTakeFirstOrThrow();
}

/** A cancelled public date of a public act, so its single-event download can say it is cancelled. */
export function findPublicCancellation(db: Db, gigId: number) {
  return db
    .selectFrom('gig_cancellations as c')
    .innerJoin('musician_profiles as p', 'p.id', 'c.musician_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([...cancellationColumns, 'p.stage_name', 'p.qr_code_id'])
    .where('c.gig_id', '=', gigId)
    .where('c.is_publicly_visible', '=', 1)
    .where('c.venue_name', '<>', '')
    .where('u.deleted_at', 'is', null)
    .where(actShowsGigsToFans)
    .executeTakeFirst();
}

/** A new secret for the private feed's address; `onlyIfUnset` keeps one another request just made. */
export async function setCalendarNonce(db: Db, actId: number, nonce: string, onlyIfUnset: boolean) {
  let query = db.updateTable('musician_profiles').set({ calendar_feed_nonce: nonce }).where('id', '=', actId);
  if (onlyIfUnset) query = query.where('calendar_feed_nonce', 'is', null);
  await query.execute();
}
