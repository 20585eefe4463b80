import { Pencil, Trash2 } from 'lucide-react';
import type { RepertoireSong } from '../api/repertoire';

interface SongRowProps {
  song: RepertoireSong;
  isBusy: boolean;
  onToggleOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-control text-ink-muted hover:bg-surface-raised hover:text-ink disabled:opacity-60';

/** One song of the repertoire: what it is, whether fans may ask for it, and what to do with it. */
export function SongRow({ song, isBusy, onToggleOpen, onEdit, onDelete }: SongRowProps) {
  const isOpen = song.is_open === 1;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="wrap-anywhere font-semibold text-ink">
          {song.title}
          {song.song_key ? (
            <span className="ml-2 rounded-full bg-surface-raised px-2 py-0.5 text-xs font-bold text-ink-muted">
              <span className="sr-only">Key </span>
              {song.song_key}
            </span>
          ) : null}
        </p>
        {song.artist ? <p className="wrap-anywhere text-sm text-ink-muted">{song.artist}</p> : null}
        {song.notes ? <p className="mt-0.5 line-clamp-2 wrap-anywhere text-sm text-ink-muted">{song.notes}</p> : null}
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          role="switch"
          aria-checked={isOpen}
          aria-label={`Open to requests: ${song.title}`}
          disabled={isBusy}
          onClick={onToggleOpen}
          className={`min-h-11 rounded-full px-3 text-sm font-bold disabled:opacity-60 ${
            isOpen ? 'bg-success-soft text-ink' : 'bg-surface-raised text-ink-muted'
          }`}
        >
          {isOpen ? 'Open' : 'Closed'}
        </button>
        <button type="button" className={iconButton} onClick={onEdit} disabled={isBusy}>
          <Pencil aria-hidden="true" className="size-5" />
          <span className="sr-only">Edit {song.title}</span>
        </button>
        <button type="button" className={iconButton} onClick={onDelete} disabled={isBusy}>
          <Trash2 aria-hidden="true" className="size-5" />
          <span className="sr-only">Remove {song.title}</span>
        </button>
      </div>
    </li>
  );
}
