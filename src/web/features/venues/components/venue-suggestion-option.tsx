import type { VenueSuggestion } from '../api/search-venues';
import { formatDayMonthYear } from '../../../lib/format-date';
import { venueTypeLabel } from './venue-type';

/** One suggestion: name, Saved/Database badge, type, where it is, and how often it was used. */
export function VenueSuggestionOption({ venue }: { venue: VenueSuggestion }) {
  const place = [venue.location_address, venue.city, venue.country].filter(Boolean).join(', ');
  const type = venueTypeLabel(venue.venue_type);
  const usage = [
    venue.usage_count > 0 ? `Used ${venue.usage_count} ${venue.usage_count === 1 ? 'time' : 'times'}` : null,
    venue.last_used_at ? `Last used ${formatDayMonthYear(venue.last_used_at)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink">{venue.venue_name}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${
            venue.source === 'saved' ? 'bg-accent text-on-accent' : 'border border-line-strong text-ink'
          }`}
        >
          {venue.source === 'saved' ? 'Saved' : 'Database'}
        </span>
        {type ? <span className="text-xs font-medium text-ink-muted">{type}</span> : null}
      </span>
      {place ? <span className="mt-0.5 block text-sm text-ink-muted">{place}</span> : null}
      {usage ? <span className="mt-0.5 block text-xs text-ink-muted">{usage}</span> : null}
    </>
  );
}
