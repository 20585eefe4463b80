import { ListMusic } from 'lucide-react';
import { formatInstantTime } from '../../../lib/format';
import { formatDayMonthYear } from '../../../lib/format-date';
import { usePlayedLists } from '../api/get-played-lists';

/**
 * "Played lately": the act's latest shows, each with what it played in order (decision 043),
 * only when the act publishes them. Nothing at all otherwise, and nothing while it loads or fails:
 * it is an extra below the gigs, never a reason for the page to look broken.
 */
export function ArtistPlayedLists({ qrCodeId }: { qrCodeId: string }) {
  const lists = usePlayedLists(qrCodeId);
  const shows = lists.data?.shows ?? [];
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="played-lately-title" className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id="played-lately-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ListMusic aria-hidden="true" className="size-5 text-accent-ink" />
        Played lately
      </h2>
      <div className="mt-4 grid gap-5">
        {shows.map((show) => (
          <article key={`${show.started_at}-${show.venue_name}`} className="min-w-0">
            <h3 className="wrap-anywhere font-semibold text-ink">
              {show.venue_name}
              <span className="font-normal text-ink-muted"> · {formatDayMonthYear(show.started_at)}</span>
            </h3>
            <ol className="mt-2 grid list-decimal gap-1 pl-6 text-sm marker:text-ink-muted">
              {show.played.map((song, index) => (
                <li key={index} className="wrap-anywhere text-ink">
                  {song.title}
                  {song.artist ? <span className="text-ink-muted"> — {song.artist}</span> : null}
                  <span className="sr-only">, played at {formatInstantTime(song.played_at)}</span>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
