import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, ListOrdered, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { webMessages } from '../../../shared/web-messages';
import { Button, ButtonLink } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { TryAgainButton } from '../../components/load-failed';
import { PageLayout } from '../../components/page-layout';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/use-toast';
import { errorMessage } from '../../lib/api-client';
import { formatGigDate } from '../../lib/format-date';
import { plural } from '../../lib/plural';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import {
  createSetlist,
  deleteSetlist,
  duplicateSetlist,
  setlistsQueryKey,
  useSetlists,
  type SetlistSummary,
} from './api/setlists';

/** /setlists — the act's plans for a night: create one, open, copy or delete it (decision 043). */
export function SetlistsPage() {
  useDocumentMeta('Setlists', 'Plan what you play: sets of songs from your repertoire.');
  useSendHomeOnUnauthorized();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setlists = useSetlists();
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<SetlistSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: setlistsQueryKey });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setIsCreating(true);
    setCreateError(null);
    try {
      const created = await createSetlist({ name });
      await refresh();
      void navigate(`/setlists/${created.id}`);
    } catch (failure) {
      setCreateError(errorMessage(failure, 'Failed to create the setlist', webMessages.networkError));
    } finally {
      setIsCreating(false);
    }
  };

  const duplicate = async (setlist: SetlistSummary) => {
    setBusyId(setlist.id);
    try {
      const copy = await duplicateSetlist(setlist.id);
      toast.show(`Copied as “${copy.name}”`, { tone: 'success' });
      await refresh();
    } catch (failure) {
      toast.show(errorMessage(failure, 'Failed to copy the setlist', webMessages.networkError), { tone: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    setDeleteError(null);
    try {
      await deleteSetlist(toDelete.id);
      toast.show(`Deleted “${toDelete.name}”`, { tone: 'success' });
      setToDelete(null);
      await refresh();
    } catch (failure) {
      setDeleteError(errorMessage(failure, 'Failed to delete the setlist', webMessages.networkError));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <PageLayout>
      <ButtonLink to="/dashboard" variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
        Dashboard
      </ButtonLink>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink">Setlists</h1>
      <p className="mt-1 text-ink-muted">Plan the night: sets of songs from your repertoire or typed in.</p>

      <form
        onSubmit={(event) => void create(event)}
        className="mt-6 flex flex-wrap items-end gap-3 rounded-card border border-line bg-surface p-4 sm:p-5"
        noValidate
      >
        <TextField
          label="New setlist"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Friday at the Crown"
          error={createError ?? undefined}
          className="min-w-0 flex-1 basis-64"
        />
        <Button
          type="submit"
          isLoading={isCreating}
          loadingText="Creating…"
          icon={<Plus aria-hidden="true" className="size-5" />}
        >
          Create setlist
        </Button>
      </form>

      <section aria-labelledby="setlists-title" className="mt-6 rounded-card border border-line bg-surface p-4 sm:p-5">
        <h2 id="setlists-title" className="sr-only">
          Your setlists
        </h2>
        {setlists.isPending ? (
          <Spinner label="Loading your setlists…" />
        ) : setlists.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-ink">We could not load your setlists just now.</p>
            <TryAgainButton query={setlists} />
          </div>
        ) : setlists.data.length === 0 ? (
          <EmptyState
            icon={ListOrdered}
            title="No setlists yet"
            description="Name your first setlist above, then add songs from your repertoire to its sets."
          />
        ) : (
          <ul aria-label="Setlists" className="divide-y divide-line">
            {setlists.data.map((setlist) => (
              <li key={setlist.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
                <div className="min-w-0 flex-1 basis-56">
                  <Link
                    to={`/setlists/${setlist.id}`}
                    className="wrap-anywhere text-lg font-bold text-ink underline-offset-4 hover:underline"
                  >
                    {setlist.name}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    {plural(setlist.set_count, 'set')}, {plural(setlist.song_count, 'song')}
                    {setlist.gigs.length > 0
                      ? ` · for ${setlist.gigs
                          .slice(0, 2)
                          .map((gig) => `${gig.venue_name}, ${formatGigDate(gig.scheduled_date)}`)
                          .join('; ')}${setlist.gigs.length > 2 ? ` and ${setlist.gigs.length - 2} more` : ''}`
                      : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="compact"
                    isLoading={busyId === setlist.id && !toDelete}
                    onClick={() => void duplicate(setlist)}
                    icon={<Copy aria-hidden="true" className="size-4" />}
                    aria-label={`Duplicate ${setlist.name}`}
                  >
                    Duplicate
                  </Button>
                  <Button
                    variant="ghost"
                    size="compact"
                    onClick={() => {
                      setDeleteError(null);
                      setToDelete(setlist);
                    }}
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    aria-label={`Delete ${setlist.name}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this setlist?"
        message={
          <span className="wrap-anywhere">
            “{toDelete?.name}” and its {plural(toDelete?.song_count ?? 0, 'song')} are deleted
            {toDelete?.gigs.length ? `, and ${plural(toDelete.gigs.length, 'gig')} will have no setlist` : ''}. Your
            repertoire is not changed.
          </span>
        }
        confirmLabel="Delete setlist"
        busyLabel="Deleting…"
        isBusy={busyId !== null && busyId === toDelete?.id}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      />
    </PageLayout>
  );
}
