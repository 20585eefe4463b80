import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { DASHBOARD_GIG_LIMIT, gigMessages, type GigScope } from '../../../../shared/gigs';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteGig } from '../api/delete-gig';
import type { Gig } from '../api/get-upcoming-gigs';
import { GigScopeChoice } from './gig-repeat-fields';
import { UpcomingGigCard } from './upcoming-gig-card';

interface UpcomingGigsPanelProps {
  gigs: Gig[];
  onScheduleNew: () => void;
  onEdit: (gig: Gig) => void;
}

/** Spec 1: shown only when gigs exist; the first 6 as cards, with 'Schedule New'. */
export function UpcomingGigsPanel({ gigs, onScheduleNew, onEdit }: UpcomingGigsPanelProps) {
  const [toDelete, setToDelete] = useState<Gig | null>(null);
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleteScope, setDeleteScope] = useState<GigScope>('this');
  const deleteGig = useDeleteGig();
  const toast = useToast();
  if (gigs.length === 0) return null;
  // Six by default (spec 1 §9); the rest a tap away, so a seventh gig can still be edited.
  const shown = isShowingAll ? gigs : gigs.slice(0, DASHBOARD_GIG_LIMIT);
  const hiddenCount = gigs.length - Math.min(gigs.length, DASHBOARD_GIG_LIMIT);

  const closeConfirm = () => {
    setToDelete(null);
    setDeleteError(null);
    setDeleteScope('this');
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const scope = toDelete.series ? deleteScope : undefined;
    deleteGig.mutate(
      { id: toDelete.id, scope },
      {
        onSuccess: () => {
          closeConfirm();
          const done = !scope
            ? gigMessages.deleted
            : scope === 'this'
              ? gigMessages.dateCancelled
              : gigMessages.followingCancelled;
          toast.show(done, { tone: 'success' });
        },
        onError: (caught) => setDeleteError(errorMessage(caught, gigMessages.deleteFailed, gigMessages.networkError)),
      },
    );
  };

  return (
    <section
      aria-labelledby="upcoming-gigs-title"
      className="rounded-card border border-line bg-surface-raised/40 p-4 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="upcoming-gigs-title" className="text-xl font-bold text-ink">
            Upcoming Gigs
          </h2>
          {gigs.length > shown.length ? (
            <p className="text-sm text-ink-muted">
              The next {shown.length} of your {gigs.length} gigs.
            </p>
          ) : null}
        </div>
        <Button size="compact" onClick={onScheduleNew} icon={<CalendarPlus aria-hidden="true" className="size-5" />}>
          Schedule New
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((gig) => (
          <li key={gig.id} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">
              <UpcomingGigCard gig={gig} onEdit={() => onEdit(gig)} onDelete={() => setToDelete(gig)} />
            </div>
          </li>
        ))}
      </ul>
      {hiddenCount > 0 ? (
        <Button variant="secondary" className="mt-4 w-full sm:w-auto" onClick={() => setIsShowingAll((all) => !all)}>
          {isShowingAll ? `Show the next ${DASHBOARD_GIG_LIMIT} only` : `Show all ${gigs.length} gigs`}
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={toDelete?.series ? 'Cancel Gig Date' : 'Delete Gig'}
        message={
          toDelete?.series ? (
            <div className="space-y-3">
              <p>
                {`"${toDelete.session_name || toDelete.venue_name}" is part of a series (${toDelete.series.label}). Calendars that have it will show it cancelled.`}
              </p>
              <GigScopeChoice label="Which dates?" scope={deleteScope} onChange={setDeleteScope} />
            </div>
          ) : toDelete ? (
            gigMessages.deleteConfirm(toDelete.session_name || toDelete.venue_name)
          ) : (
            ''
          )
        }
        confirmLabel={
          toDelete?.series ? (deleteScope === 'this' ? 'Cancel This Date' : 'Cancel These Dates') : 'Delete Gig'
        }
        cancelLabel={toDelete?.series ? 'Keep' : 'Cancel'}
        busyLabel={toDelete?.series ? 'Cancelling…' : 'Deleting…'}
        isBusy={deleteGig.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={closeConfirm}
      />
    </section>
  );
}
