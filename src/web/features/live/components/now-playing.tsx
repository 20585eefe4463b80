import { Radio, SkipForward, Undo2 } from 'lucide-react';
import type { SongRequest } from '../../../../shared/live';
import { Button } from '../../../components/button';

interface NowPlayingProps {
  /** The request playing now with the others for its song, or null. */
  playing: readonly SongRequest[] | null;
  /** The first song of Up Next (with its fans' requests), or null. */
  next: readonly SongRequest[] | null;
  undoLabel: string | null;
  busy: string | null;
  onNext: () => void;
  onUndo: () => void;
}

const songLine = (members: readonly SongRequest[]) => {
  const lead = members[0]!;
  return `${lead.song_title}${members.length > 1 ? ` ×${members.length}` : ''}`;
};

/**
 * What the band plays now, one tap to mark it played and start the next, and Undo for
 * the last stage action: the first thing on the manager while live, readable at arm's length.
 */
export function NowPlaying({ playing, next, undoLabel, busy, onNext, onUndo }: NowPlayingProps) {
  const lead = playing?.[0];
  return (
    <section aria-labelledby="now-playing-title" className="rounded-card border-2 border-accent bg-surface p-3 sm:p-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-56">
          <h2
            id="now-playing-title"
            className="flex items-center gap-1.5 text-sm font-bold uppercase tracking-wide text-accent-ink"
          >
            <Radio aria-hidden="true" className="size-4" />
            Now playing
          </h2>
          {lead && playing ? (
            <>
              <p className="line-clamp-2 wrap-anywhere text-2xl font-extrabold leading-tight text-ink sm:text-3xl">
                {songLine(playing)}
              </p>
              <p className="line-clamp-1 wrap-anywhere text-ink-muted">{lead.artist_name || 'Unknown Artist'}</p>
            </>
          ) : (
            <p className="text-lg font-semibold text-ink-muted">
              Nothing yet.{' '}
              {next
                ? 'Start the first song of Up Next, or tap Play now on any request.'
                : 'Accept a request to fill Up Next.'}
            </p>
          )}
          {next ? (
            <p className="mt-1 line-clamp-1 wrap-anywhere text-sm text-ink-muted sm:text-base">
              <span className="font-bold text-ink">Next:</span> {songLine(next)}
            </p>
          ) : null}
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:grid-cols-1">
          <Button
            onClick={onNext}
            disabled={!lead && !next}
            isLoading={busy === 'next'}
            loadingText={lead ? 'Marking…' : 'Starting…'}
            icon={<SkipForward aria-hidden="true" className="size-5" />}
          >
            {lead ? (next ? 'Played · next' : 'Played') : 'Start next'}
          </Button>
          <Button
            variant="secondary"
            onClick={onUndo}
            disabled={!undoLabel}
            isLoading={busy === 'undo'}
            loadingText="Undoing…"
            icon={<Undo2 aria-hidden="true" className="size-5" />}
          >
            <span className="truncate">Undo</span>
            {undoLabel ? <span className="sr-only">: {undoLabel}</span> : null}
          </Button>
        </div>
      </div>
      {undoLabel ? (
        <p className="mt-1 truncate text-xs text-ink-muted sm:text-right" aria-hidden="true">
          Undo: {undoLabel}
        </p>
      ) : null}
    </section>
  );
}
