import { Building2, Globe, MapPin, Phone } from 'lucide-react';
import { DetailRow } from '../../../components/detail-row';
import type { VenueSuggestion } from '../../venues/api/search-venues';
import { venueTypeLabel } from '../../venues/components/venue-type';

/** Spec 1: what the venue database knows about the picked global venue, and a way to undo the pick. */
export function VenueDetailsPanel({ venue, onClear }: { venue: VenueSuggestion; onClear: () => void }) {
  const place = [venue.location_address, venue.city, venue.country].filter(Boolean).join(', ');
  const type = venueTypeLabel(venue.venue_type);
  return (
    <section aria-labelledby="venue-details-title" className="rounded-card border border-line bg-surface-raised p-4">
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <h3 id="venue-details-title" className="font-bold text-ink">
          Venue Details
        </h3>
        <button
          type="button"
          onClick={onClear}
          className="-ml-2 inline-flex min-h-11 items-center whitespace-nowrap rounded-control px-2 text-sm font-semibold text-accent-ink underline underline-offset-4 sm:-mr-2 sm:ml-0"
        >
          Clear venue selection
        </button>
      </div>
      <dl className="mt-1 space-y-1.5 text-sm">
        <DetailRow icon={Building2} label="Venue">
          <span className="font-medium">{venue.venue_name}</span>
          {type ? <span className="text-ink-muted"> · {type}</span> : null}
        </DetailRow>
        {place ? (
          <DetailRow icon={MapPin} label="Address">
            {place}
          </DetailRow>
        ) : null}
        {venue.phone_number ? (
          <DetailRow icon={Phone} label="Phone">
            {venue.phone_number}
          </DetailRow>
        ) : null}
        {venue.website_url ? (
          <DetailRow icon={Globe} label="Website">
            <span className="break-all">{venue.website_url}</span>
          </DetailRow>
        ) : null}
      </dl>
      {venue.description ? <p className="mt-2 text-sm text-ink-muted">{venue.description}</p> : null}
    </section>
  );
}
