import { useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { webMessages } from '../../../../shared/web-messages';
import type { SetlistGig } from '../../../../shared/setlists/schemas';
import { Button } from '../../../components/button';
import { selectClasses } from '../../../components/text-field';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { formatGigDate } from '../../../lib/format-date';
import { useUpcomingGigs } from '../../gigs/api/get-upcoming-gigs';
import { attachSetlist, setlistQueryKey, setlistsQueryKey } from '../api/setlists';

const gigLabel = (gig: SetlistGig) =>
  `${gig.venue_name}, ${formatGigDate(gig.scheduled_date)} at ${gig.scheduled_start_time}`;

/** The gigs this setlist is planned for, and a way to plan it for another scheduled gig. */
export function GigAttach({ setlistId, gigs }: { setlistId: number; gigs: readonly SetlistGig[] }) {
  const upcoming = useUpcomingGigs();
  const queryClient = useQueryClient();
  const toast = useToast();
  const selectId = useId();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const attachedIds = new Set(gigs.map((gig) => gig.id));
  const open = (upcoming.data ?? []).filter((gig) => !attachedIds.has(gig.id));

  const change = async (gigId: number, setlist: number | null, done: string) => {
    setBusy(gigId);
    try {
      await attachSetlist(gigId, setlist);
      toast.show(done, { tone: 'success' });
      setChoice('');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: setlistQueryKey(setlistId) }),
        queryClient.invalidateQueries({ queryKey: setlistsQueryKey, exact: true }),
      ]);
    } catch (failure) {
      toast.show(errorMessage(failure, 'Failed to change the gig', webMessages.networkError), { tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="gigs-title"
      className="rounded-card border border-line bg-surface p-4 sm:p-5 print:hidden"
    >
      <h2 id="gigs-title" className="text-lg font-bold text-ink">
        Gigs
      </h2>
      {gigs.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">Not planned for a gig yet.</p>
      ) : (
        <ul aria-label="Planned for" className="mt-2 grid gap-2">
          {gigs.map((gig) => (
            <li key={gig.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="wrap-anywhere text-ink">{gigLabel(gig)}</span>
              <Button
                variant="ghost"
                size="compact"
                isLoading={busy === gig.id}
                icon={<X aria-hidden="true" className="size-4" />}
                aria-label={`Take this setlist off ${gigLabel(gig)}`}
                onClick={() => void change(gig.id, null, 'Taken off the gig')}
              >
                Take off
              </Button>
            </li>
          ))}
        </ul>
      )}
      {upcoming.isError ? (
        <p className="mt-3 text-sm text-danger">Your gigs could not be loaded just now.</p>
      ) : open.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
              Plan for a gig
            </label>
            <select
              id={selectId}
              className={selectClasses}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">Choose a scheduled gig</option>
              {open.map((gig) => (
                <option key={gig.id} value={gig.id}>
                  {gigLabel(gig)}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={!choice}
            isLoading={busy === Number(choice)}
            icon={<CalendarPlus aria-hidden="true" className="size-5" />}
            onClick={() => void change(Number(choice), setlistId, 'Planned for the gig')}
          >
            Attach
          </Button>
        </div>
      ) : upcoming.data ? (
        <p className="mt-2 text-sm text-ink-muted">
          {upcoming.data.length === 0 ? 'No scheduled gigs: add one on the dashboard first.' : ''}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-ink-muted">A gig has one setlist: attaching this one replaces any other.</p>
    </section>
  );
}
