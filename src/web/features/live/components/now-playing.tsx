import { HandHeart, Radio } from 'lucide-react';
import type { SongRequest } from '../../../../shared/live';
import type { NightItem } from '../../../../shared/live/night';
import { ConnectionStatus, type QueueConnection } from './queue-controls';

interface NowPlayingProps {
  /** The request playing now with the others for its song, or null. */
  playing: readonly SongRequest[] | null;
  /** The first song of Up Next (with its fans' requests), or null. */
  next: readonly SongRequest[] | null;
  /** How the list is kept current, in the corner: a glance says whether requests arrive by themselves. */
  connection: QueueConnection;
  /** The show has a setlist on stage: the night says what plays and what is next, not the requests. */
  night?: { playing: NightItem | undefined; next: NightItem | undefined };
}

export const songLine = (members: readonly SongRequest[]) => {
  const lead = members[0]!;
  return `${lead.song_title}${members.length > 1 ? ` ×${members.length}` : ''}`;
};

/**
 * What the band plays now and what comes next, readable at arm's length; the buttons that move
 * them on are in the stage's action bar, under the thumb.
 */
export function NowPlaying({ playing, next, connection, night }: NowPlayingProps) {
  const lead = playing?.[0];
  // The night first; after the set (or between its songs) the requests' own now playing and Up Next.
  const now = night?.playing
    ? { line: night.playing.title, artist: night.playing.artist, isFansRequest: night.playing.request_id !== null }
    : lead && playing
      ? { line: songLine(playing), artist: lead.artist_name, isFansRequest: false }
      : undefined;
  const then = night?.next
    ? { line: night.next.title, isFansRequest: night.next.request_id !== null }
    : next
      ? { line: songLine(next), isFansRequest: false }
      : undefined;
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
      {now ? (
        <>
          <p className="truncate text-xl font-extrabold leading-tight text-ink sm:line-clamp-2 sm:whitespace-normal sm:wrap-anywhere sm:text-3xl">
            {now.line}
          </p>
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted sm:text-base">
            <span className="min-w-0 truncate">{now.artist || 'Unknown Artist'}</span>
            {now.isFansRequest ? <FansRequest /> : null}
          </p>
        </>
      ) : (
        <p className="text-sm font-semibold text-ink-muted sm:text-base">
          {/* A night with nothing playing and nothing to come has played (or skipped) it all. */}
          {night && !night.next ? 'The set is done.' : 'Nothing yet.'}{' '}
          {night?.next
            ? 'Start next below to begin the set.'
            : then
              ? 'Start next below, or Play now on a request.'
              : 'Accept a request to fill Up Next.'}
        </p>
      )}
      {then ? (
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-ink-muted sm:text-base">
          <span className="shrink-0 font-bold text-ink">Next:</span>{' '}
          <span className="min-w-0 truncate">{then.line}</span>
          {then.isFansRequest ? <FansRequest /> : null}
        </p>
      ) : null}
    </section>
  );
}

/** A song of the night that a fan asked for, said in words beside the heart. */
function FansRequest() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-success">
      <HandHeart aria-hidden="true" className="size-4" />
      Fan’s request
    </span>
  );
}
