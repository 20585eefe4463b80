import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { type AdminVenue } from '../../../../shared/admin/venues';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { useAdminAction, useVenues } from '../api/admin-api';
import { Loaded, NETWORK, Panel } from './admin-ui';
import { DataTable, type Column } from './data-table';
import { VenueModal } from './venue-modal';

const orNone = (text: string | null) => text || '—';

const columns: ReadonlyArray<Column<AdminVenue>> = [
  {
    header: 'Name',
    cell: (venue) => venue.venue_name,
    sortBy: (venue) => venue.venue_name,
    className: 'font-semibold',
    phone: 'title',
  },
  { header: 'Description', cell: (venue) => orNone(venue.description) },
  { header: 'Address', cell: (venue) => orNone(venue.location_address) },
  {
    header: 'City, country',
    cell: (venue) => orNone([venue.city, venue.country].filter(Boolean).join(', ')),
    sortBy: (venue) => [venue.city, venue.country].filter(Boolean).join(', '),
  },
  {
    header: 'Type',
    cell: (venue) => venue.venue_type?.replace(/_/g, ' ') ?? '—',
    sortBy: (venue) => venue.venue_type,
    className: 'capitalize',
  },
  { header: 'Uses', cell: (venue) => venue.usage_count, sortBy: (venue) => venue.usage_count },
  {
    header: 'Active',
    cell: (venue) => (venue.is_active ? 'Active' : 'Inactive'),
    sortBy: (venue) => (venue.is_active ? 1 : 0),
    phone: 'status',
  },
];

/** Spec 2 'Venues': the table, open website, edit, toggle active, delete with confirmation. */
export function VenuesTab() {
  const venues = useVenues();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminVenue | null | 'new'>(null);
  const toggle = useAdminAction((id: number) => api.PUT('/api/admin/venues/{id}/toggle-status', { path: { id } }));
  const remove = useAdminAction((id: number) => api.DELETE('/api/admin/venues/{id}', { path: { id } }));
  return (
    <Panel
      title="Venues"
      actions={
        <Button onClick={() => setEditing('new')} icon={<Plus aria-hidden="true" className="size-4" />}>
          Add Venue
        </Button>
      }
    >
      <Loaded query={venues} empty="No venues yet." isEmpty={(d) => d.venues.length === 0}>
        {(d) => (
          <DataTable
            caption="Venues"
            rows={d.venues}
            rowKey={(venue) => venue.id}
            columns={columns}
            paging={{ pageSize: 25, noun: ['venue', 'venues'] }}
            actions={(venue) => [
              venue.website_url ? (
                <a
                  href={venue.website_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 px-2 font-semibold text-accent-ink underline"
                  aria-label={`Open the website of ${venue.venue_name} (new window)`}
                >
                  <ExternalLink aria-hidden="true" className="size-4" /> Website
                </a>
              ) : null,
              { label: 'Edit', name: `Edit ${venue.venue_name}`, onClick: () => setEditing(venue) },
              {
                label: venue.is_active ? 'Deactivate' : 'Activate',
                name: `${venue.is_active ? 'Deactivate' : 'Activate'} ${venue.venue_name}`,
                onClick: () =>
                  toggle.mutate(venue.id, {
                    onError: (error) => toast.show(errorMessage(error, m.saveVenueFailed, NETWORK), { tone: 'error' }),
                  }),
              },
              {
                label: 'Delete',
                name: `Delete ${venue.venue_name}`,
                variant: 'danger',
                confirm: {
                  title: 'Delete this venue?',
                  message: `"${venue.venue_name}" is removed from the venue database. Gigs keep their venue name.`,
                  confirmLabel: 'Delete',
                  failure: 'Failed to delete venue',
                  run: () => remove.mutateAsync(venue.id),
                },
              },
            ]}
          />
        )}
      </Loaded>
      {editing ? <VenueModal venue={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Panel>
  );
}
