import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ClipboardCopy, Plus, Printer, RotateCcw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { setlistText } from '../../../shared/setlists/format';
import { SETLIST_LIMITS } from '../../../shared/setlists/limits';
import { setlistSaveBody } from '../../../shared/setlists/schemas';
import { webMessages } from '../../../shared/web-messages';
import { Button, ButtonLink } from '../../components/button';
import { FormAlert } from '../../components/form-alert';
import { LoadFailed } from '../../components/load-failed';
import { PageLayout } from '../../components/page-layout';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useToast } from '../../components/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { plural } from '../../lib/plural';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { useSendHomeOnUnauthorized } from '../../lib/use-send-home-on-unauthorized';
import { useRepertoire } from '../repertoire/api/repertoire';
import { fetchSetlist, saveSetlist, setlistQueryKey, setlistsQueryKey, useSetlist, type Setlist } from './api/setlists';
import { GigAttach } from './components/gig-attach';
import { SetEditor } from './components/set-editor';
import { bodyOf, draftOf, moveItem, newKey, songCount, stepItem, textOf, type Draft, type Place } from './draft';

/** Where a refused field is, in words: 'Set 2, song 3: The note must be at most 200 characters'. */
function describeIssue(path: readonly PropertyKey[], message: string, draft: Draft): string {
  const [first, setIndex, , itemIndex] = path;
  if (first !== 'sets' || typeof setIndex !== 'number') return message;
  const setName = draft.sets[setIndex]?.name || `Set ${setIndex + 1}`;
  return typeof itemIndex === 'number' ? `${setName}, song ${itemIndex + 1}: ${message}` : `${setName}: ${message}`;
}

/** /setlists/:id — one setlist's editor: sets of songs in order, saved whole with its version (decision 043). */
export function SetlistEditorPage() {
  const id = Number(useParams().id);
  const setlist = useSetlist(id);
  useDocumentMeta(setlist.data ? `${setlist.data.name} — Setlist` : 'Setlist', 'Plan the night’s sets.');
  useSendHomeOnUnauthorized();
  return (
    <PageLayout>
      <ButtonLink to="/setlists" variant="ghost" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
        Setlists
      </ButtonLink>
      {setlist.isPending ? (
        <Spinner label="Loading the setlist…" />
      ) : setlist.isError ? (
        <LoadFailed
          query={setlist}
          title={
            setlist.error instanceof ApiError && [403, 404].includes(setlist.error.status)
              ? 'Setlist not found'
              : 'We could not load this setlist'
          }
        />
      ) : (
        <Editor key={setlist.data.id} setlist={setlist.data} />
      )}
    </PageLayout>
  );
}

function Editor({ setlist }: { setlist: Setlist }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const repertoire = useRepertoire();
  const [draft, setDraft] = useState<Draft>(() => draftOf(setlist));
  const [version, setVersion] = useState(setlist.version);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: Draft) => {
    setDraft(next);
    setDirty(true);
  };

  const step = (from: Place, direction: -1 | 1) => {
    const moved = stepItem(draft, from, direction);
    const title = draft.sets[from.set]?.items[from.index]?.title ?? 'The song';
    if (!moved) {
      setAnnouncement(`${title} is already ${direction === -1 ? 'first' : 'last'}`);
      return;
    }
    change(moved.draft);
    const set = moved.draft.sets[moved.to.set]!;
    setAnnouncement(`${title} moved to ${moved.to.index + 1} of ${set.items.length} in ${set.name}`);
    // Moved to another set, the row is a new element: keep the keyboard on its handle.
    if (moved.to.set !== from.set) {
      const key = set.items[moved.to.index]!.key;
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-song="${key}"] button`)?.focus());
    }
  };

  const save = async () => {
    setError(null);
    const body = bodyOf(draft, version);
    const checked = setlistSaveBody.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError(describeIssue(issue.path, issue.message, draft));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveSetlist(setlist.id, body);
      queryClient.setQueryData(setlistQueryKey(setlist.id), saved);
      void queryClient.invalidateQueries({ queryKey: setlistsQueryKey, exact: true });
      setVersion(saved.version);
      setDraft(draftOf(saved));
      setDirty(false);
      setConflict(null);
      toast.show('Setlist saved', { tone: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'setlist_changed') setConflict(failure.serverMessage ?? null);
      else setError(errorMessage(failure, 'Failed to save the setlist', webMessages.networkError));
    } finally {
      setSaving(false);
    }
  };

  const loadSaved = async () => {
    try {
      const fresh = await fetchSetlist(setlist.id);
      queryClient.setQueryData(setlistQueryKey(setlist.id), fresh);
      setDraft(draftOf(fresh));
      setVersion(fresh.version);
      setDirty(false);
      setConflict(null);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to load the setlist', webMessages.networkError));
    }
  };

  const copyText = async () => {
    const text = setlistText(textOf(draft));
    try {
      await navigator.clipboard.writeText(text);
      toast.show('Setlist copied as text', { tone: 'success' });
    } catch {
      toast.show('Copying was refused by the browser: use the printable page instead.', { tone: 'error' });
    }
  };

  const total = songCount(draft);
  return (
    <div className="mt-4 grid gap-4 pb-28">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <TextField
          label="Setlist name"
          value={draft.name}
          onChange={(event) => change({ ...draft, name: event.target.value })}
          className="min-w-0 flex-1 basis-64"
        />
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            to={`/setlists/${setlist.id}/print`}
            variant="secondary"
            icon={<Printer aria-hidden="true" className="size-5" />}
          >
            Printable page
          </ButtonLink>
          <Button
            variant="secondary"
            onClick={() => void copyText()}
            icon={<ClipboardCopy aria-hidden="true" className="size-5" />}
          >
            Copy as text
          </Button>
        </div>
      </div>
      <p className="text-sm text-ink-muted">
        {plural(draft.sets.length, 'set')}, {plural(total, 'song')} (at most {SETLIST_LIMITS.songs}).
      </p>

      {draft.sets.map((set, index) => (
        <div key={set.key} data-set={set.key}>
          <SetEditor
            set={set}
            setIndex={index}
            setCount={draft.sets.length}
            repertoire={repertoire.data}
            onChange={(next) => change({ ...draft, sets: draft.sets.map((other, i) => (i === index ? next : other)) })}
            onRemove={() => change({ ...draft, sets: draft.sets.filter((_, i) => i !== index) })}
            onStep={step}
            onDrop={(from, to) => {
              change(moveItem(draft, from, to));
              setAnnouncement('Song moved');
            }}
          />
        </div>
      ))}
      {draft.sets.length < SETLIST_LIMITS.sets ? (
        <Button
          variant="secondary"
          className="justify-self-start"
          icon={<Plus aria-hidden="true" className="size-5" />}
          onClick={() =>
            change({
              ...draft,
              sets: [...draft.sets, { key: newKey(), name: draft.sets.length === 1 ? 'Set 2' : 'Encore', items: [] }],
            })
          }
        >
          Add a set
        </Button>
      ) : null}

      <GigAttach setlistId={setlist.id} gigs={setlist.gigs} />

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
        <div className="mx-auto grid max-w-6xl gap-2 px-4 py-3 sm:px-6">
          {conflict ? (
            <div role="alert" className="grid gap-2 rounded-control bg-danger-soft px-4 py-3 text-sm text-danger">
              <p className="font-medium">{conflict}</p>
              <Button
                variant="secondary"
                size="compact"
                className="justify-self-start"
                icon={<RotateCcw aria-hidden="true" className="size-4" />}
                onClick={() => void loadSaved()}
              >
                Load the saved version (drops your changes here)
              </Button>
            </div>
          ) : null}
          <FormAlert message={error} />
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {dirty ? 'Unsaved changes' : 'All changes saved'}
            </p>
            <Button
              onClick={() => void save()}
              isLoading={saving}
              loadingText="Saving…"
              disabled={!dirty}
              icon={<Save aria-hidden="true" className="size-5" />}
            >
              Save setlist
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
