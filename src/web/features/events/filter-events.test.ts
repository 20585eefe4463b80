import { describe, expect, it } from 'vitest';
import type { PublicGig } from '../../../shared/live/public';
import { monthLabel } from '../../../shared/dates';
import { filterEvents, hasActiveFilters, monthsWithEvents, noFilters } from './filter-events';

const gig = (id: number, date: string, venue: string, address: string | null = null): PublicGig => ({
  id,
  venue_name: venue,
  session_name: null,
  location_address: address,
  scheduled_date: date,
  scheduled_start_time: '20:00',
  scheduled_end_time: '22:00',
  is_publicly_visible: 1,
  stage_name: 'Artist',
  profile_photo_url: null,
  instagram_handle: null,
  qr_code_id: 'qr',
});

const gigs = [
  gig(1, '2026-12-03', 'Rough Trade East', '91 Brick Lane, London'),
  gig(2, '2026-12-20', 'The Blue Lamp'),
  gig(3, '2027-01-05', 'Band on the Wall', 'Swan Street, Manchester'),
];

describe('future events filters (spec 1 "Future events page")', () => {
  it('offers only months that have events, in order', () => {
    expect(monthsWithEvents(gigs)).toEqual(['2026-12', '2027-01']);
    expect(monthLabel('2027-01')).toBe('January 2027');
  });

  it('filters by month', () => {
    expect(filterEvents(gigs, { month: '2026-12', location: '' }).map((g) => g.id)).toEqual([1, 2]);
  });

  it('matches the location against venue or address, ignoring case and spaces around', () => {
    expect(filterEvents(gigs, { month: '', location: ' manchester ' }).map((g) => g.id)).toEqual([3]);
    expect(filterEvents(gigs, { month: '', location: 'BLUE' }).map((g) => g.id)).toEqual([2]);
    expect(filterEvents(gigs, { month: '2026-12', location: 'wall' })).toEqual([]);
  });

  it('knows when no filter is applied', () => {
    expect(hasActiveFilters(noFilters)).toBe(false);
    expect(hasActiveFilters({ month: '', location: '   ' })).toBe(false);
    expect(filterEvents(gigs, noFilters)).toHaveLength(3);
  });
});
