import { Plus } from 'lucide-react';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { adminMessages as m } from '../../../../shared/admin/messages';
import { songBody, type AdminSong } from '../../../../shared/admin/songs';
import { formatPence } from '../../../../shared/money';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { api, errorMessage } from '../../../lib/api-client';
import { fromSchema, useForm } from '../../../lib/forms/use-form';
import { useAdminAction, useSongs, useSongStats } from '../api/admin-api';
import { day, FormActions, Loaded, Panel } from './admin-ui';
import { penceColumn } from './columns';
import { DataTable, type Column } from './data-table';
import { SearchField } from './filters';

const count = (header: string, value: (song: AdminSong) => number): Column<AdminSong> => ({
  header,
  cell: value,
  sortBy: value,
});

const columns: ReadonlyArray<Column<AdminSong>> = [
  {
    header: 'Title',
    cell: (song) => song.song_title,
    sortBy: (song) => song.song_title,
    className: 'font-semibold',
    phone: 'title',
  },
  { header: 'Artist', cell: (song) => song.artist_name ?? '—', sortBy: (song) => song.artist_name },
  count('Requests', (song) => song.total_requests),
  penceColumn('Tips', (song) => song.total_tips),
  count('Musicians', (song) => song.unique_musicians),
  count('Played', (song) => song.times_played),
  {
    header: 'Last requested',
    cell: (song) => day(song.last_requested_at),
    sortBy: (song) => song.last_requested_at,
    isNumeric: true,
  },
];

/** Spec 2 'Songs Database': stats cards, the top 6, a searchable table, add, edit and delete. */
export function SongsTab() {
  const [search, setSearch] = useState('');
  const songs = useSongs(useDeferredValue(search.trim()));
  const stats = useSongStats();
  const [editing, setEditing] = useState<AdminSong | 'new' | null>(null);
  const remove = useAdminAction((id: number) => api.DELETE('/api/admin/songs/{id}', { path: { id } }));
  const hide = useAdminAction(({ id, hidden }: { id: number; hidden: boolean }) =>
    api.PUT('/api/admin/songs/{id}/hidden', { path: { id }, body: { hidden } }),
  );
  const [merging, setMerging] = useState<{ song: AdminSong; others: AdminSong[] } | null>(null);
  return (
    <div className="grid gap-6">
      <Loaded query={stats} empty="" isEmpty={() => false}>
        {(d) => (
          <>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              {[
                ['Songs', String(d.stats.total_songs)],
                ['Requests', String(d.stats.total_requests)],
                ['Tips', formatPence(d.stats.total_tips)],
                ['Played', String(d.stats.total_played)],
              ].map(([label, value]) => (
                <div key={label} className="rounded-card border border-line bg-surface p-4">
                  <p className="text-sm text-ink-muted">{label}</p>
                  <p className="mt-1 text-2xl font-bold text-ink">{value}</p>
                </div>
              ))}
            </div>
            <Panel title="Top Requested Songs">
              <ol className="grid gap-2 sm:grid-cols-2">
                {d.top.map((song, index) => (
                  <li key={song.id} className="flex min-w-0 items-baseline gap-2">
                    <span className="font-bold text-accent-ink">{index + 1}.</span>
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      <span className="font-semibold text-ink">{song.song_title}</span>
                      {song.artist_name ? <span className="text-ink-muted"> · {song.artist_name}</span> : null}
                      <span className="text-ink-muted"> ({song.total_requests})</span>
                    </span>
                  </li>
                ))}
              </ol>
            </Panel>
          </>
        )}
      </Loaded>
      <Panel
        title="Songs"
        actions={
          <Button onClick={() => setEditing('new')} icon={<Plus aria-hidden="true" className="size-4" />}>
            Add Song
          </Button>
        }
      >
        <div className="mb-3 max-w-md">
          <SearchField label="Search songs" placeholder="Title or artist" value={search} onChange={setSearch} />
        </div>
        <Loaded query={songs} empty="No songs match." isEmpty={(d) => d.songs.length === 0}>
          {(d) => (
            <DataTable
              caption="Songs"
              rows={d.songs}
              rowKey={(song) => song.id}
              columns={columns}
              paging={{ pageSize: 25, noun: ['song', 'songs'] }}
              actions={(song) => [
                { label: 'Edit', name: `Edit ${song.song_title}`, onClick: () => setEditing(song) },
                {
                  label: song.is_hidden ? 'Show' : 'Hide',
                  name: `${song.is_hidden ? 'Show' : 'Hide'} ${song.song_title} in public search and trending`,
                  onClick: () => hide.mutate({ id: song.id, hidden: !song.is_hidden }),
                },
                {
                  label: 'Merge',
                  name: `Merge ${song.song_title} into another song`,
                  onClick: () => setMerging({ song, others: d.songs.filter((other) => other.id !== song.id) }),
                },
                {
                  label: 'Delete',
                  name: `Delete ${song.song_title}`,
                  variant: 'danger',
                  confirm: {
                    title: 'Delete this song?',
                    message: `"${song.song_title}" leaves the database; requests keep their own title.`,
                    confirmLabel: 'Delete',
                    failure: m.deleteSongFailed,
                    run: () => remove.mutateAsync(song.id),
                  },
                },
              ]}
            />
          )}
        </Loaded>
      </Panel>
      {merging ? <MergeModal {...merging} onClose={() => setMerging(null)} /> : null}
      {editing ? <SongModal song={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function SongModal({ song, onClose }: { song: AdminSong | null; onClose: () => void }) {
  const isEdit = song !== null;
  const save = useAdminAction((body: { song_title: string; artist_name: string }) =>
    isEdit ? api.PUT('/api/admin/songs/{id}', { path: { id: song.id }, body }) : api.POST('/api/admin/songs', { body }),
  );
  const form = useForm(
    { song_title: song?.song_title ?? '', artist_name: song?.artist_name ?? '' },
    fromSchema(songBody, (values: { song_title: string; artist_name: string }) => values),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !form.check()) return;
    save.mutate(form.values, {
      onSuccess: onClose,
      onError: (error) =>
        form.fail(
          errorMessage(
            error,
            isEdit ? m.updateSongFailed : m.addSongFailed,
            isEdit ? m.updateSongFailed : m.addSongFailed,
          ),
        ),
    });
  };
  return (
    <Modal isOpen title={isEdit ? 'Edit Song' : 'Add Song'} onClose={onClose}>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <TextField
          label="Song title"
          value={form.values.song_title}
          onChange={(event) => form.setField('song_title', event.target.value)}
          {...form.fieldProps('song_title')}
        />
        <TextField
          label="Artist (optional)"
          value={form.values.artist_name}
          onChange={(event) => form.setField('artist_name', event.target.value)}
          {...form.fieldProps('artist_name')}
        />
        <FormAlert id={form.messageId} message={form.message} />
        <FormActions
          onCancel={onClose}
          isBusy={save.isPending}
          busyLabel="Saving…"
          submitLabel={isEdit ? 'Save Song' : 'Add Song'}
        />
      </form>
    </Modal>
  );
}

/** Beyond the spec: the duplicate's requests and totals move to the song chosen here. */
function MergeModal({ song, others, onClose }: { song: AdminSong; others: AdminSong[]; onClose: () => void }) {
  const [intoId, setIntoId] = useState(others[0]?.id ?? 0);
  const [error, setError] = useState<string | null>(null);
  const merge = useAdminAction((id: number) =>
    api.POST('/api/admin/songs/{id}/merge', { path: { id: song.id }, body: { into_id: id } }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!intoId || merge.isPending) return;
    merge.mutate(intoId, {
      onSuccess: onClose,
      onError: (e) => setError(errorMessage(e, m.updateSongFailed, m.updateSongFailed)),
    });
  };
  return (
    <Modal isOpen title="Merge songs" onClose={onClose}>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <p className="text-pretty text-ink">
          &ldquo;{song.song_title}&rdquo; is removed; its {song.total_requests} requests and its tips join the song you
          keep.
        </p>
        {others.length === 0 ? (
          <p className="text-ink-muted">Search for the song to keep first: it must be in the list.</p>
        ) : (
          <label className="grid gap-1 text-sm font-semibold text-ink">
            Keep
            <select
              className="min-h-11 rounded-control border border-line-strong bg-surface-raised px-3 text-base font-normal"
              value={intoId}
              onChange={(event) => setIntoId(Number(event.target.value))}
            >
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.song_title}
                  {other.artist_name ? ` · ${other.artist_name}` : ''} ({other.total_requests})
                </option>
              ))}
            </select>
          </label>
        )}
        <FormAlert message={error} />
        <FormActions onCancel={onClose} isBusy={merge.isPending} busyLabel="Merging…" submitLabel="Merge" />
      </form>
    </Modal>
  );
}
