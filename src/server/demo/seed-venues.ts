import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { VenuesTable } from '../db/types';
import { createSavedVenue, createVenue } from './factories';
import { daysAfter } from './dates';
import type { SeedContext, SeededMusician } from './seed-context';
import { demoVenues } from './venues';

export async function insertVenues(trx: Db, now: Date): Promise<Map<string, Selectable<VenuesTable>>> {
  const byName = new Map<string, Selectable<VenuesTable>>();
  const at = daysAfter(now, -400).toISOString();
  for (const venue of demoVenues) {
    const row = await createVenue(trx, {
      venue_name: venue.name,
      location_address: venue.address,
      city: venue.city,
      country: 'United Kingdom',
      venue_type: venue.type,
      description: venue.description,
      website_url: venue.website,
      phone_number: venue.phone,
      created_at: at,
      updated_at: at,
    });
    byName.set(venue.name, row);
  }
  return byName;
}

export function venueOf(ctx: SeedContext, name: string): Selectable<VenuesTable> {
  const venue = ctx.venuesByName.get(name);
  if (!venue) throw new Error(`Demo data names an unknown venue: ${name}`);
  return venue;
}

/** Counts a musician picking a venue in the gig or session form (saved_venues.usage_count). */
export function recordVenueUse(ctx: SeedContext, musician: SeededMusician, venueName: string, at: Date): void {
  const perMusician = ctx.venueUse.get(musician.profileId) ?? new Map<string, { count: number; lastUsedAt: Date }>();
  ctx.venueUse.set(musician.profileId, perMusician);
  const use = perMusician.get(venueName) ?? { count: 0, lastUsedAt: at };
  use.count += 1;
  if (at.getTime() > use.lastUsedAt.getTime()) use.lastUsedAt = at;
  perMusician.set(venueName, use);
}

/**
 * Each act's saved venues are the rooms they play, counted from the gigs and sessions seeded plus
 * some earlier use; each venue's global usage is the sum over everyone who saved it.
 */
export async function insertSavedVenues(ctx: SeedContext): Promise<number> {
  const globalUse = new Map<string, number>();
  let saved = 0;
  for (const musician of ctx.musicians) {
    for (const name of musician.demo.venues) {
      const venue = venueOf(ctx, name);
      const use = ctx.venueUse.get(musician.profileId)?.get(name);
      // Trials are days old: everything they used is in the seeded gigs and sessions.
      const earlierUse = musician.demo.plan === 'trial' ? 0 : ctx.random.int(0, 5);
      const usageCount = Math.max(1, (use?.count ?? 0) + earlierUse);
      const joined = musician.joinedAt.getTime();
      const lastUsedAt = use?.lastUsedAt ?? new Date(joined + ctx.random.next() * (ctx.now.getTime() - joined));
      await createSavedVenue(ctx.trx, musician.profileId, {
        venue_id: venue.id,
        venue_name: venue.venue_name,
        location_address: venue.location_address,
        usage_count: usageCount,
        last_used_at: lastUsedAt.toISOString(),
        created_at: musician.joinedAt.toISOString(),
      });
      globalUse.set(name, (globalUse.get(name) ?? 0) + usageCount);
      saved++;
    }
  }
  for (const [name, usageCount] of globalUse) {
    await ctx.trx
      .updateTable('venues')
      .set({ usage_count: usageCount })
      .where('id', '=', venueOf(ctx, name).id)
      .execute();
  }
  return saved;
}
