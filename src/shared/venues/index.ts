import { z } from 'zod';
import { VENUE_TYPES } from '../constants';

/** Saved and global venues (spec 1 §3 "Saved venue", "Venue suggestion"; §7; §9). */
export const venueMessages = {
  venueRequired: 'Please enter a venue name',
  savedBadge: 'Saved',
  globalBadge: 'Database',
} as const;

/** Spec 1 §5 and §9: venue search starts at 2 typed characters. */
export const VENUE_SEARCH_MIN_CHARS = 2;
export const VENUE_SEARCH_MAX_RESULTS = 10;

export const venueSearchQuery = z.object({
  q: z.string().max(100, 'The search must be at most 100 characters').default(''),
});

export const incrementVenueUsageBody = z.strictObject({
  venue_name: z
    .string({ error: venueMessages.venueRequired })
    .trim()
    .min(1, venueMessages.venueRequired)
    .max(120, 'The venue name must be at most 120 characters'),
});
export type IncrementVenueUsageBody = z.infer<typeof incrementVenueUsageBody>;

export const savedVenue = z.object({
  venue_name: z.string(),
  location_address: z.string().nullable(),
  usage_count: z.number(),
  last_used_at: z.string().nullable(),
});
export type SavedVenue = z.infer<typeof savedVenue>;

/**
 * One autocomplete entry. source 'saved' is one of the musician's own venues (badge 'Saved');
 * 'global' comes from the platform's venue database (badge 'Database'). place_id is the global
 * venue's id as text, or null for a saved venue that matches none.
 */
export const venueSuggestion = z.object({
  venue_name: z.string(),
  place_id: z.string().nullable(),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
  location_address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  venue_type: z.enum(VENUE_TYPES).nullable(),
  phone_number: z.string().nullable(),
  website_url: z.string().nullable(),
  description: z.string().nullable(),
  source: z.enum(['saved', 'global']),
  usage_count: z.number(),
  last_used_at: z.string().nullable(),
});
export type VenueSuggestion = z.infer<typeof venueSuggestion>;
