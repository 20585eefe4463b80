import { Radio } from 'lucide-react';
import type { SongRequest } from '../../../../shared/live';
import { ConnectionStatus, type QueueConnection } from './queue-controls';

interface NowPlayingProps {
  /** The request playing now with the others for its song, or null. */
  playing: readonly SongRequest[] | null;
  /** The first song of Up Next (with its fans' requests), or null. */
  next: readonly SongRequest[] | null;
  /** How the list is kept current, in the corner: a glance says whether requests arrive by themselves. */
  connection: QueueConnection;
}

export const songLine = (members: readonly SongRequest[]) => {
  const lead = members[0]!;
  return `${lead.song_title}${members.length > 1 ? ` ×${members.length}` : ''}`;
};

/**
 * What the band plays now and what comes next, readable at arm's length; the buttons that move
 * them on are in the stage's action bar, under the thumb.
 */
export function NowPlaying({ playing, next, connection }: NowPlayingProps) {
  const lead = playing?.[0];
  return (
    <section
      aria-labelledby="now-playing-title"
      className="rounded-card border-2 border-accent bg-surface px-3 py-2 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="now-playing-title"
          className="flex items-center gap-1.5 text-sm font-bold uppercase tracking-wide text-accent-ink"
        >
          <Radio aria-hidden="true" className="size-4" />
          Now playing
        </h2>
        <ConnectionStatus connection={connection} />
      </div>
      {lead && playing ? (
        <>
          <p className="truncate text-xl font-extrabold leading-tight text-ink sm:line-clamp-2 sm:whitespace-normal sm:wrap-anywhere sm:text-3xl">
            {songLine(playing)}
          </p>
          <p className="truncate text-sm text-ink-muted sm:text-base">{lead.artist_name || 'Unknown Artist'}</p>
        </>
      ) : (
        <p className="text-sm font-semibold text-ink-muted sm:text-base">
          Nothing yet. {next ? 'Start next below, or Play now on a request.' : 'Accept a request to fill Up Next.'}
        </p>
      )}
      {next ? (
        <p className="truncate text-sm text-ink-muted sm:text-base">
          <span className="font-bold text-ink">Next:</span> {songLine(next)}
        </p>
      ) : null}
    </section>
  );
}
