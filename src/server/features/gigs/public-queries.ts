import { actShowsGigsToFans } from './public';
import type { Db } from '../../db/connection';

/**
 * Upcoming gigs anyone may see: later today (not yet started at `nowTime`, London HH:MM) or on a
 * later day, marked public, of active musicians with a public
 * profile who show upcoming gigs, with a stage name and venue name (spec 1 §5), by date and start.
 */
export function listPublicGigs(db: Db, today: string, nowTime: string) {
  return (
    db
      .selectFrom('scheduled_gigs as g')
      .innerJoin('musician_profiles as p', 'p.id', 'g.musician_id')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'g.id',
        'g.venue_name',
        'g.session_name',
        'g.location_address',
        'g.scheduled_date',
        'g.scheduled_start_time',
        'g.scheduled_end_time',
        'g.is_publicly_visible',
        'p.stage_name',
        'p.profile_photo_url',
        'p.instagram_handle',
        'p.qr_code_id',
      ])
      // A gig that has started is no longer 'upcoming' (its reminder bell would refuse it).
      .where((eb) =>
        eb.or([
          eb('g.scheduled_date', '>', today),
          eb.and([eb('g.scheduled_date', '=', today), eb('g.scheduled_start_time', '>', nowTime)]),
        ]),
      )
      .where('g.is_publicly_visible', '=', 1)
      .where('g.live_session_id', 'is', null)
      .where(actShowsGigsToFans)
      .where('g.venue_name', '<>', '')
      .orderBy('g.scheduled_date')
      .orderBy('g.scheduled_start_time')
      .orderBy('g.id')
      .limit(500)
      .execute()
  );
}
