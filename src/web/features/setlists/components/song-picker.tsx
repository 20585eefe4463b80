import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { songKey } from '../../../../shared/songs/song-key';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import type { RepertoireSong } from '../../repertoire/api/repertoire';

/** Matches shown at a time: enough to choose from on a phone, few enough to see the typed-in option. */
const SHOWN = 6;

interface SongPickerProps {
  setName: string;
  repertoire: readonly RepertoireSong[] | undefined;
  onAdd: (song: {
    title: string;
    artist: string | null;
    repertoire_song_id: number | null;
    song_key: string | null;
  }) => void;
}

/** Adds a song to a set: found in the repertoire by title or artist, or typed in as it is. */
export function SongPicker({ setName, repertoire, onAdd }: SongPickerProps) {
  const [text, setText] = useState('');
  const listId = useId();
  const needle = songKey(text);
  const matches = needle
    ? (repertoire ?? []).filter((song) => `${songKey(song.title)} ${songKey(song.artist)}`.includes(needle))
    : [];
  const add = (song: Parameters<SongPickerProps['onAdd']>[0]) => {
    onAdd(song);
    setText('');
  };

  return (
    <div className="mt-3 rounded-control border border-dashed border-line-strong p-3">
      <TextField
        label={`Add a song to ${setName}`}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={repertoire?.length ? 'Find in your repertoire, or type a title' : 'Type a title'}
        aria-controls={listId}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim()) {
            event.preventDefault();
            const first = matches[0];
            add(
              first
                ? { title: first.title, artist: first.artist, repertoire_song_id: first.id, song_key: first.song_key }
                : { title: text.trim(), artist: null, repertoire_song_id: null, song_key: null },
            );
          }
        }}
      />
      <ul id={listId} aria-label="Matching songs" className="mt-2 grid gap-1">
        {matches.slice(0, SHOWN).map((song) => (
          <li key={song.id}>
            <button
              type="button"
              className="flex min-h-11 w-full items-center gap-2 rounded-control px-3 text-left text-ink hover:bg-surface-raised focus-visible:bg-surface-raised"
              onClick={() =>
                add({ title: song.title, artist: song.artist, repertoire_song_id: song.id, song_key: song.song_key })
              }
            >
              <Plus aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
              <span className="min-w-0 wrap-anywhere">
                <span className="font-semibold">{song.title}</span>
                {song.artist ? <span className="text-ink-muted"> – {song.artist}</span> : null}
              </span>
              <span className="sr-only">, add to {setName}</span>
            </button>
          </li>
        ))}
      </ul>
      {matches.length > SHOWN ? (
        <p className="mt-1 text-sm text-ink-muted">
          {matches.length - SHOWN} more match “{text}”: type more of the title.
        </p>
      ) : null}
      {text.trim() ? (
        <Button
          variant="ghost"
          size="compact"
          className="mt-1"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => add({ title: text.trim(), artist: null, repertoire_song_id: null, song_key: null })}
        >
          <span className="wrap-anywhere">Add “{text.trim()}” as typed</span>
        </Button>
      ) : null}
    </div>
  );
}
