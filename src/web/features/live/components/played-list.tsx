import type { ShowReport } from '../../../../shared/live/show-history';
import { formatInstantTime } from '../../../lib/format';

/**
 * The night's played list (decision 043): every song marked played, set songs and requests, in
 * the order they were played, with the time and how many fans asked for it.
 */
export function PlayedList({ played }: { played: ShowReport['played'] }) {
  return (
    <section aria-labelledby="show-played-title" className="mt-6 rounded-card border border-line bg-surface p-5 sm:p-6">
      <h2 id="show-played-title" className="text-xl font-bold text-ink">
        Played list ({played.length})
      </h2>
      {played.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">
          No song was marked played at this show. Songs played with Played · next, or a request’s Played, are kept here
          in order.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {played.map((song) => (
            <li key={song.position} className="flex min-w-0 items-baseline gap-3 py-2 text-sm">
              <span className="w-7 shrink-0 text-right font-bold tabular-nums text-accent-ink">{song.position}.</span>
              <div className="min-w-0 flex-1">
                <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <strong className="wrap-anywhere text-base text-ink">{song.title}</strong>
                  {song.artist ? <span className="wrap-anywhere text-ink-muted">{song.artist}</span> : null}
                </p>
                <p className="text-ink-muted">
                  {formatInstantTime(song.played_at)} · {song.kind === 'set' ? 'From the set' : 'A request'}
                  {song.requests > 0
                    ? ` · asked for by ${song.requests === 1 ? 'one fan' : `${song.requests} fans`}`
                    : ''}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
