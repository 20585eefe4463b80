import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, ListMusic, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { songKey } from '../../../shared/songs/song-key';
import { webMessages } from '../../../shared/web-messages';
import { Button, ButtonLink, buttonClasses } from '../../components/button';
import { TryAgainButton } from '../../components/load-failed';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { PageLayout } from '../../components/page-layout';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/use-toast';
import { errorMessage } from '../../lib/api-client';
import { plural } from '../../lib/plural';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import {
  addSong,
  editSong,
  removeSong,
  REPERTOIRE_CSV_URL,
  repertoireQueryKey,
  setSongOpen,
  useRepertoire,
  type RepertoireSong,
} from './api/repertoire';
import { CsvImport } from './components/csv-import';
import { SongForm } from './components/song-form';
import { SongRow } from './components/song-row';

/** Songs drawn at a time: a phone stays quick with a thousand-song list; 'Show more' draws the next. */
const PAGE = 100;

/** 'Song 2' before 'Song 10', and case and accents aside, as a musician reads a set list. */
const byTitle = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

type Panel = { kind: 'add' } | { kind: 'import' } | { kind: 'edit'; song: RepertoireSong } | null;

/**
 * /repertoire — the songs the musician plays: added by hand or from a spreadsheet,
 * each open to requests or not, exported as CSV. A show can take only these (the live manager's
 * 'Repertoire only'); at any show they come first in fans' suggestions.
 */
export function RepertoirePage() {
  useDocumentMeta('Repertoire', 'The songs you play, open to requests or not.');
  useSendHomeOnUnauthorized();
  const toast = useToast();
  const queryClient = useQueryClient();
  const songs = useRepertoire();
  const [panel, setPanel] = useState<Panel>(null);
  const [filter, setFilter] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toRemove, setToRemove] = useState<RepertoireSong | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: repertoireQueryKey });
  const replace = (song: RepertoireSong) =>
    queryClient.setQueryData<RepertoireSong[]>(repertoireQueryKey, (list) =>
      list?.map((item) => (item.id === song.id ? song : item)),
    );

  const toggleOpen = async (song: RepertoireSong) => {
    setBusyId(song.id);
    try {
      replace(await setSongOpen(song.id, song.is_open !== 1));
    } catch (failure) {
      toast.show(errorMessage(failure, 'Failed to change the song', webMessages.networkError), { tone: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!toRemove) return;
    setBusyId(toRemove.id);
    setRemoveError(null);
    try {
      await removeSong(toRemove.id);
      toast.show(`Removed “${toRemove.title}”`, { tone: 'success' });
      setToRemove(null);
      await refresh();
    } catch (failure) {
      setRemoveError(errorMessage(failure, 'Failed to remove the song', webMessages.networkError));
    } finally {
      setBusyId(null);
    }
  };

  const list = useMemo(
    () =>
      [...(songs.data ?? [])].sort(
        (a, b) => byTitle.compare(a.title, b.title) || byTitle.compare(a.artist ?? '', b.artist ?? '') || a.id - b.id,
      ),
    [songs.data],
  );
  const needle = songKey(filter);
  const shown = needle
    ? list.filter((song) => `${songKey(song.title)} ${songKey(song.artist)}`.includes(needle))
    : list;
  const openCount = list.filter((song) => song.is_open === 1).length;

  return (
    <PageLayout>
      <ButtonLink to="/dashboard" variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
        Dashboard
      </ButtonLink>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">Repertoire</h1>
          <p className="mt-1 text-ink-muted">
            {songs.data
              ? `${plural(list.length, 'song')}, ${openCount} open to requests. They come first in fans’ suggestions.`
              : 'The songs you play. They come first in fans’ suggestions.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setPanel({ kind: 'add' })} icon={<Plus aria-hidden="true" className="size-5" />}>
            Add a song
          </Button>
          <Button
            variant="secondary"
            onClick={() => setPanel({ kind: 'import' })}
            icon={<Upload aria-hidden="true" className="size-5" />}
          >
            Import CSV
          </Button>
          {list.length > 0 ? (
            <a href={REPERTOIRE_CSV_URL} download className={buttonClasses('secondary', 'md')}>
              <Download aria-hidden="true" className="size-5" />
              Export CSV
            </a>
          ) : null}
        </div>
      </div>

      {panel?.kind === 'import' ? (
        <div className="mt-6">
          <CsvImport
            onClose={() => setPanel(null)}
            onImported={(report) => {
              toast.show(`Added ${plural(report.added, 'song')} to your repertoire`, { tone: 'success' });
              void refresh();
            }}
          />
        </div>
      ) : null}
      {panel?.kind === 'add' ? (
        <section
          aria-labelledby="add-song-title"
          className="mt-6 rounded-card border border-line bg-surface p-4 sm:p-5"
        >
          <h2 id="add-song-title" className="mb-4 text-lg font-bold text-ink">
            Add a song
          </h2>
          <SongForm
            onSave={async (song) => {
              const added = await addSong(song);
              toast.show(`Added “${added.title}”`, { tone: 'success' });
              await refresh();
            }}
            onDone={() => setPanel(null)}
          />
        </section>
      ) : null}

      <section aria-labelledby="songs-title" className="mt-6 rounded-card border border-line bg-surface p-4 sm:p-5">
        <h2 id="songs-title" className="sr-only">
          Your songs
        </h2>
        {songs.isPending ? (
          <Spinner label="Loading your repertoire…" />
        ) : songs.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-ink">We could not load your repertoire just now.</p>
            <TryAgainButton query={songs} />
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={ListMusic}
            title="No songs yet"
            description="Add the songs you play one by one, or import them from a spreadsheet saved as CSV."
          />
        ) : (
          <>
            <TextField
              label="Find a song"
              type="search"
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setLimit(PAGE);
              }}
              placeholder="Title or artist"
            />
            {shown.length === 0 ? (
              <p className="mt-4 text-sm text-ink-muted">No song matches “{filter}”.</p>
            ) : (
              <ul aria-label="Songs" className="mt-2 divide-y divide-line">
                {shown.slice(0, limit).map((song) =>
                  panel?.kind === 'edit' && panel.song.id === song.id ? (
                    <li key={song.id} className="py-4">
                      <h3 className="mb-3 font-bold text-ink">Edit “{song.title}”</h3>
                      <SongForm
                        song={song}
                        onSave={async (body) => replace(await editSong(song.id, body))}
                        onDone={() => setPanel(null)}
                      />
                    </li>
                  ) : (
                    <SongRow
                      key={song.id}
                      song={song}
                      isBusy={busyId === song.id}
                      onToggleOpen={() => void toggleOpen(song)}
                      onEdit={() => setPanel({ kind: 'edit', song })}
                      onDelete={() => {
                        setRemoveError(null);
                        setToRemove(song);
                      }}
                    />
                  ),
                )}
              </ul>
            )}
            {shown.length > limit ? (
              <Button variant="secondary" className="mt-3 w-full" onClick={() => setLimit(limit + PAGE)}>
                Show {Math.min(PAGE, shown.length - limit)} more of {shown.length}
              </Button>
            ) : null}
          </>
        )}
      </section>

      <ConfirmDialog
        isOpen={toRemove !== null}
        title="Remove this song?"
        message={
          <span className="wrap-anywhere">
            “{toRemove?.title}” leaves your repertoire. Requests already made for it stay in your shows.
          </span>
        }
        confirmLabel="Remove song"
        busyLabel="Removing…"
        isBusy={busyId !== null && busyId === toRemove?.id}
        error={removeError}
        onConfirm={() => void remove()}
        onCancel={() => setToRemove(null)}
      />
    </PageLayout>
  );
}
