import type { VenueType } from '../db/types';
import { createGig } from './factories';
import { clockTime, daysAfter, isoDate } from './dates';
import type { SeedContext, SeededMusician } from './seed-context';
import { recordVenueUse, venueOf } from './seed-venues';

/** Upcoming gigs fall within the next six weeks (dates 1 to 41 days ahead). */
export const GIG_HORIZON_DAYS = 41;

/** Start times (minutes after midnight) and a themed session name, as each kind of room books acts. */
const bookingStyle: Record<VenueType, { starts: number[]; name?: string; isPrivate?: boolean }> = {
  pub: { starts: [20 * 60, 20 * 60 + 30, 21 * 60] },
  bar: { starts: [19 * 60 + 30, 20 * 60, 21 * 60] },
  club: { starts: [20 * 60, 21 * 60], name: 'Late Sessions' },
  restaurant: { starts: [12 * 60 + 30, 19 * 60], name: 'Supper Sessions' },
  theater: { starts: [19 * 60 + 30], name: 'An Evening With' },
  concert_hall: { starts: [19 * 60 + 30], name: 'Local Showcase' },
  wedding_venue: { starts: [14 * 60, 19 * 60], name: 'Wedding reception', isPrivate: true },
  function_venue: { starts: [19 * 60, 19 * 60 + 30], name: 'Private party', isPrivate: true },
  outdoor: { starts: [14 * 60, 17 * 60], name: 'Summer Stage Sessions' },
  other: { starts: [18 * 60, 19 * 60] },
};

// Thursday to Sunday is when the UK goes out; midweek gigs happen but less often.
const isGigNight = (day: Date) => [0, 4, 5, 6].includes(day.getUTCDay());

function gigDays(ctx: SeedContext, count: number): Date[] {
  const days = new Set<number>();
  while (days.size < count) {
    const offset = ctx.random.int(1, GIG_HORIZON_DAYS);
    if (isGigNight(daysAfter(ctx.now, offset)) || ctx.random.chance(0.2)) days.add(offset);
  }
  return [...days].sort((a, b) => a - b).map((offset) => daysAfter(ctx.now, offset));
}

async function insertGigsFor(ctx: SeedContext, musician: SeededMusician): Promise<number> {
  const days = gigDays(ctx, ctx.random.int(3, 5));
  for (const day of days) {
    const venue = venueOf(ctx, ctx.random.pick(musician.demo.venues));
    const booking = bookingStyle[venue.venue_type ?? 'other'];
    const start = ctx.random.pick(booking.starts);
    // Sets end by half past eleven, so an end time never wraps past midnight.
    const end = Math.min(start + ctx.random.pick([120, 150, 180]), 23 * 60 + 30);
    const isPublic = booking.isPrivate ? ctx.random.chance(0.2) : !ctx.random.chance(0.1);
    // Themed names suit the room; a private booking keeps its own name off the public lists anyway.
    const themed = booking.name !== undefined && (booking.isPrivate ? !isPublic : ctx.random.chance(0.5));
    // Booked some time in the last three weeks, and never before the act joined.
    const bookingWindow = Math.min(ctx.now.getTime() - musician.joinedAt.getTime(), 21 * 86_400_000);
    const createdAt = new Date(
      ctx.now.getTime() - 3_600_000 - ctx.random.next() * Math.max(0, bookingWindow - 3_600_000),
    );
    await createGig(ctx.trx, musician.profileId, {
      venue_id: venue.id,
      venue_name: venue.venue_name,
      location_address: venue.location_address,
      session_name: themed ? booking.name : `${musician.demo.stageName} @ ${venue.venue_name}`,
      scheduled_date: isoDate(day),
      scheduled_start_time: clockTime(start),
      scheduled_end_time: clockTime(end),
      is_publicly_visible: isPublic ? 1 : 0,
      created_at: createdAt.toISOString(),
      updated_at: createdAt.toISOString(),
    });
    recordVenueUse(ctx, musician, venue.venue_name, createdAt);
  }
  return days.length;
}

export async function insertUpcomingGigs(ctx: SeedContext): Promise<number> {
  let total = 0;
  for (const musician of ctx.musicians) total += await insertGigsFor(ctx, musician);
  return total;
}
