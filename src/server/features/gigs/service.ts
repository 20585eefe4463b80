import { authorizeOwner } from '../../security/policies';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { todayIso } from '../../../shared/dates';
import { addDays } from '../../../shared/gigs/gig-series';
import { gigMessages, type Gig, type GigBody, type GigScope } from '../../../shared/gigs';
import { songKey as nameKey } from '../../../shared/songs';
import { recordVenueUse } from '../venues/public';
import { tellFollowersOfGig } from '../followers/public';
import { requireSubscriptionAccess } from '../subscriptions/service';
import {
  deleteGigRow,
  findActiveVenue,
  findGig,
  findGigAsListed,
  findVenuePlace,
  insertGig,
  listUpcomingGigs,
  updateGigRow,
  type GigValues,
} from './queries';
import {
  cancelSeriesDate,
  endSeriesBefore,
  listFollowingDates,
  updateFollowingDates,
  updateSeriesTemplate,
} from './series-queries';
import { checkRepeat, createSeries, withSeries } from './series-service';

export async function upcomingGigs(ctx: AppContext, musicianId: number): Promise<Gig[]> {
  return withSeries(ctx.db, await listUpcomingGigs(ctx.db, musicianId, todayIso()));
}

/**
 * Spec 1 "Schedule a Gig": a new gig from today on (London date); saving it saves the venue. With
 * `repeat`, the gig is the first date of a series and its dates up to a year ahead are made with it.
 */
export async function scheduleGig(
  ctx: AppContext,
  musicianId: number,
  input: GigBody,
): Promise<Gig & { series_dates?: number }> {
  if (input.scheduled_date < todayIso()) throw badRequest(gigMessages.dateInPast, 'gig_date_in_past');
  if (input.repeat) checkRepeat(input.scheduled_date, input.repeat);
  await checkPickedVenue(ctx, input.venue_id, null);
  const values = gigValues(input, {
    is_publicly_visible: 1,
    session_name: null,
    location_address: null,
    venue_id: null,
  });
  // A lapsed plan still allows private notes-to-self; public gigs need a subscription.
  if (values.is_publicly_visible) await requireSubscriptionAccess(ctx, musicianId);
  const at = ctx.clock.now().toISOString();
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const { venueId } = await recordVenueUse(trx, musicianId, values.venue_name, values.location_address, at);
    const row = { ...values, venue_id: input.venue_id ?? venueId };
    const { first: gig, count } = input.repeat
      ? await createSeries(trx, ctx, musicianId, row, input.repeat, at)
      : { first: await insertGig(trx, musicianId, row, at), count: undefined };
    // Published: followers near it hear, with the gig (a refused or failed save tells no one).
    // Only here, and for a series only its first date: an edit or a delete is not news (decision 034).
    if (gig.is_publicly_visible) {
      const venue = gig.venue_id ? await findVenuePlace(trx, gig.venue_id) : undefined;
      await tellFollowersOfGig(trx, ctx, {
        ...gig,
        musician_id: musicianId,
        place: [venue?.city ?? null, venue?.location_address ?? null, gig.location_address],
      });
    }
    return { gig, count };
  });
  const [gig] = await withSeries(ctx.db, [saved.gig]);
  return saved.count === undefined ? gig! : { ...gig!, series_dates: saved.count };
}

/**
 * Edits the owner's gig. Fields the body leaves out keep their values. An edit may keep a date that
 * has since passed but not move a gig into the past. Only a change of venue counts as a new use of
 * a venue: rescheduling the same gig is not another visit. A series date changes alone (`this`,
 * moved if its date changes) or with every date after it (`following`: details and times, and the
 * template later dates are made from).
 */
export async function updateGig(
  ctx: AppContext,
  musicianId: number,
  gigId: number,
  input: GigBody,
  scope: GigScope = 'this',
): Promise<Gig> {
  const existing = await ownedGig(ctx, musicianId, gigId);
  if (input.repeat) throw badRequest(gigMessages.repeatOnEdit, 'gig_repeat_invalid');
  if (scope === 'following' && !existing.series_id) throw badRequest(gigMessages.notInSeries, 'gig_repeat_invalid');
  if (scope === 'following' && input.scheduled_date !== existing.scheduled_date) {
    throw badRequest(gigMessages.moveFollowing, 'gig_repeat_invalid');
  }
  if (input.scheduled_date < todayIso() && input.scheduled_date !== existing.scheduled_date) {
    throw badRequest(gigMessages.dateInPast, 'gig_date_in_past');
  }
  await checkPickedVenue(ctx, input.venue_id, existing.venue_id);
  const values = gigValues(input, existing);
  if (values.is_publicly_visible && !existing.is_publicly_visible) await requireSubscriptionAccess(ctx, musicianId);
  const venueChanged = nameKey(values.venue_name) !== nameKey(existing.venue_name);
  const at = ctx.clock.now().toISOString();
  const updated = await ctx.db.transaction().execute(async (trx) => {
    if (venueChanged) {
      const { venueId } = await recordVenueUse(trx, musicianId, values.venue_name, values.location_address, at);
      // A venue typed by hand links to the global venue of that name, if there is one.
      if (input.venue_id === undefined) values.venue_id = venueId;
    }
    if (scope === 'following' && existing.series_id) {
      const { scheduled_date: _date, ...details } = values;
      await updateFollowingDates(trx, existing.series_id, existing.series_date ?? existing.scheduled_date, details, at);
      await updateSeriesTemplate(trx, existing.series_id, details, at);
      return findGigAsListed(trx, gigId);
    }
    return updateGigRow(trx, gigId, values, at);
  });
  // Deleted by a concurrent request between our read and our write.
  if (!updated) throw notFound(gigMessages.gigNotFound);
  const [gig] = await withSeries(ctx.db, [updated]);
  return gig!;
}

/**
 * A one-off gig is deleted. A series date is cancelled (`this`), or it and every date after it
 * (`following`, and the series ends the day before): cancelled dates are kept apart so they are
 * never made again and the calendar feeds can mark them cancelled.
 */
export async function deleteGig(ctx: AppContext, musicianId: number, gigId: number, scope: GigScope = 'this') {
  const existing = await ownedGig(ctx, musicianId, gigId);
  const seriesId = existing.series_id;
  if (!seriesId) {
    if (scope === 'following') throw badRequest(gigMessages.notInSeries, 'gig_repeat_invalid');
    if (!(await deleteGigRow(ctx.db, gigId))) throw notFound(gigMessages.gigNotFound);
    return;
  }
  const at = ctx.clock.now().toISOString();
  const cancelled = await ctx.db.transaction().execute(async (trx) => {
    const seriesDate = existing.series_date ?? existing.scheduled_date;
    if (scope === 'this') return cancelSeriesDate(trx, existing, seriesId, at);
    await endSeriesBefore(trx, seriesId, addDays(seriesDate, -1), at);
    let any = false;
    for (const date of await listFollowingDates(trx, seriesId, seriesDate)) {
      any = (await cancelSeriesDate(trx, date, seriesId, at)) || any;
    }
    return any;
  });
  if (!cancelled) throw notFound(gigMessages.gigNotFound);
}

async function ownedGig(ctx: AppContext, musicianId: number, gigId: number) {
  return authorizeOwner('gig', await findGig(ctx.db, gigId), musicianId);
}

/** A venue picked from the suggestions must still be an active global venue (unless the gig already had it). */
async function checkPickedVenue(ctx: AppContext, venueId: number | null | undefined, current: number | null) {
  if (!venueId || venueId === current) return;
  if (!(await findActiveVenue(ctx.db, venueId))) throw badRequest(gigMessages.unknownVenue, 'unknown_venue');
}

interface GigDefaults extends Pick<GigValues, 'session_name' | 'location_address' | 'venue_id'> {
  is_publicly_visible: number;
}

/** The row to write: absent optional fields fall back to `base` (the defaults, or the gig being edited). */
function gigValues(input: GigBody, base: GigDefaults): GigValues {
  const keep = <T>(sent: T | undefined, current: T): T => (sent === undefined ? current : sent);
  return {
    venue_id: keep(input.venue_id, base.venue_id),
    venue_name: input.venue_name,
    session_name: keep(input.session_name, base.session_name),
    location_address: keep(input.location_address, base.location_address),
    scheduled_date: input.scheduled_date,
    scheduled_start_time: input.scheduled_start_time,
    scheduled_end_time: input.scheduled_end_time,
    is_publicly_visible: keep(input.is_publicly_visible, base.is_publicly_visible === 1) ? 1 : 0,
  };
}
