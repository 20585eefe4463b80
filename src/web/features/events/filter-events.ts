import type { PublicGig } from '../../../shared/live/public';

/**
 * The future events filters (spec 1 "Future events page"): a month, and a location text matched
 * against the venue name or address. Pure functions, so the page stays a thin view.
 */
export interface EventFilters {
  /** 'YYYY-MM', or '' for All Months. */
  month: string;
  location: string;
}

export const noFilters: EventFilters = { month: '', location: '' };

export function hasActiveFilters(filters: EventFilters): boolean {
  return filters.month !== '' || filters.location.trim() !== '';
}

export function monthKey(gig: PublicGig): string {
  return gig.scheduled_date.slice(0, 7);
}

/** Only months that have events, in calendar order (the list arrives sorted by date). */
export function monthsWithEvents(gigs: readonly PublicGig[]): string[] {
  return [...new Set(gigs.map(monthKey))].sort();
}

export function filterEvents(gigs: readonly PublicGig[], filters: EventFilters): PublicGig[] {
  const location = filters.location.trim().toLocaleLowerCase('en-GB');
  return gigs.filter((gig) => {
    if (filters.month && monthKey(gig) !== filters.month) return false;
    if (!location) return true;
    const venue = gig.venue_name.toLocaleLowerCase('en-GB');
    const address = (gig.location_address ?? '').toLocaleLowerCase('en-GB');
    return venue.includes(location) || address.includes(location);
  });
}
