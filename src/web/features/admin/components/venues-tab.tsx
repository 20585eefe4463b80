import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { type AdminVenue } from '../../../../shared/admin/venues';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAdminAction, useVenues } from '../api/admin-api';
import { cell, Loaded, NETWORK, Panel, Table, useConfirm } from './admin-ui';
import { VenueModal } from './venue-modal';

/** Spec 2 'Venues': the table, open website, edit, toggle active, delete with confirmation. */
export function VenuesTab() {
  const venues = useVenues();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminVenue | null | 'new'>(null);
  const [dialog, ask] = useConfirm();
  const toggle = useAdminAction<number>('put', (id) => `/api/admin/venues/${id}/toggle-status`);
  const remove = useAdminAction<number>('delete', (id) => `/api/admin/venues/${id}`);
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
          <Table
            caption="Venues"
            head={['Name', 'Description', 'Address', 'City, country', 'Type', 'Uses', 'Active', 'Actions']}
          >
            {d.venues.map((venue) => (
              <tr key={venue.id}>
                <td className={`${cell} font-semibold`}>{venue.venue_name}</td>
                <td className={cell}>{venue.description ?? '—'}</td>
                <td className={cell}>{venue.location_address ?? '—'}</td>
                <td className={cell}>{[venue.city, venue.country].filter(Boolean).join(', ') || '—'}</td>
                <td className={`${cell} capitalize`}>{venue.venue_type?.replace(/_/g, ' ') ?? '—'}</td>
                <td className={cell}>{venue.usage_count}</td>
                <td className={cell}>{venue.is_active ? 'Active' : 'Inactive'}</td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    {venue.website_url ? (
                      <a
                        href={venue.website_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center gap-1 px-2 font-semibold text-accent-ink underline"
                        aria-label={`Open the website of ${venue.venue_name} (new window)`}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" /> Website
                      </a>
                    ) : null}
                    <Button
                      size="compact"
                      variant="secondary"
                      aria-label={`Edit ${venue.venue_name}`}
                      onClick={() => setEditing(venue)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact"
                      variant="secondary"
                      aria-label={`${venue.is_active ? 'Deactivate' : 'Activate'} ${venue.venue_name}`}
                      onClick={() =>
                        toggle.mutate(venue.id, {
                          onError: (error) =>
                            toast.show(errorMessage(error, m.saveVenueFailed, NETWORK), { tone: 'error' }),
                        })
                      }
                    >
                      {venue.is_active ? 'Deactivate' : 'Activate'}
                    </Button>
                    <Button
                      size="compact"
                      variant="danger"
                      aria-label={`Delete ${venue.venue_name}`}
                      onClick={() =>
                        ask({
                          title: 'Delete this venue?',
                          message: `"${venue.venue_name}" is removed from the venue database. Gigs keep their venue name.`,
                          confirmLabel: 'Delete',
                          failure: 'Failed to delete venue',
                          run: () => remove.mutateAsync(venue.id),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
      {dialog}
      {editing ? <VenueModal venue={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Panel>
  );
}
