import type { VenueType } from '../../db/types';
import type { VenueSuggestion } from '../../../shared/venues';

interface VenueDetails {
  location_address: string | null;
  city: string | null;
  country: string | null;
  venue_type: VenueType | null;
  phone_number: string | null;
  website_url: string | null;
  description: string | null;
}

/** Spec 1 §3 "Venue suggestion": the name as main text, address, city and country as the second line. */
export function presentSuggestion(
  venue: VenueDetails & {
    venue_name: string;
    place_id: number | null;
    usage_count: number;
    last_used_at: string | null;
  },
  source: 'saved' | 'global',
): VenueSuggestion {
  const secondary = [venue.location_address, venue.city, venue.country].filter((part) => part?.trim()).join(', ');
  return {
    venue_name: venue.venue_name,
    place_id: venue.place_id === null ? null : String(venue.place_id),
    structured_formatting: { main_text: venue.venue_name, secondary_text: secondary },
    location_address: venue.location_address,
    city: venue.city,
    country: venue.country,
    venue_type: venue.venue_type,
    phone_number: venue.phone_number,
    website_url: venue.website_url,
    description: venue.description,
    source,
    usage_count: Number(venue.usage_count),
    last_used_at: venue.last_used_at,
  };
}
