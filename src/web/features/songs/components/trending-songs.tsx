import { RefreshCw, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatPence } from '../../../lib/format';
import { plural } from '../../../lib/plural';
import { useTrendingSongs, type TrendingSong, type TrendingTimeframe } from '../api/get-trending-songs';
import { SongSearchLinks } from './song-search-links';

const filters: ReadonlyArray<{ value: TrendingTimeframe; label: string }> = [
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
  { value: 'all', label: 'All Time' },
];

const clockFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function totalsOf(songs: readonly TrendingSong[]) {
  return songs.reduce(
    (totals, song) => ({
      requests: totals.requests + song.request_count,
      tips: totals.tips + song.total_tips,
      played: totals.played + song.times_played,
    }),
    { requests: 0, tips: 0, played: 0 },
  );
}

/**
 * The platform's trending songs (spec 1 'Trending songs list', §9): what fans ask for across
 * Stagecall, to help a musician choose what to learn next. Refreshes itself every 30 s.
 */
export function TrendingSongs() {
  const [timeframe, setTimeframe] = useState<TrendingTimeframe>('week');
  const trending = useTrendingSongs(timeframe);
  const songs = trending.data ?? [];
  const totals = totalsOf(songs);

  return (
    <section aria-labelledby="trending-title" className="min-w-0 rounded-card border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trending-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <TrendingUp aria-hidden="true" className="size-5 text-accent-ink" />
          Trending Songs
        </h2>
        <Button
          variant="secondary"
          onClick={() => void trending.refetch()}
          isLoading={trending.isFetching && !trending.isPending}
          loadingText="Refreshing…"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
        >
          Refresh
        </Button>
      </div>

      <div
        role="group"
        aria-label="Time period"
        className="mt-4 grid grid-cols-3 gap-1 rounded-control bg-surface-raised p-1"
      >
        {filters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={timeframe === filter.value}
            onClick={() => setTimeframe(filter.value)}
            className={`min-h-11 whitespace-nowrap rounded-control px-1 text-sm font-semibold transition-colors ${
              timeframe === filter.value ? 'bg-accent text-on-accent' : 'text-ink-muted hover:text-ink'
            }`}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        Last updated{' '}
        {trending.dataUpdatedAt ? (
          <time dateTime={new Date(trending.dataUpdatedAt).toISOString()}>
            {clockFormat.format(trending.dataUpdatedAt)}
          </time>
        ) : (
          '—'
        )}
      </p>

      {trending.isPending ? (
        <SkeletonGroup label="Loading trending songs…" className="mt-4 grid gap-2">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </SkeletonGroup>
      ) : trending.isError && songs.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={TrendingUp}
          title="We could not load trending songs just now."
          description="Check your connection, then refresh."
        />
      ) : songs.length === 0 ? (
        <EmptyState
          className="mt-4"
          icon={TrendingUp}
          title="No requests in this period yet"
          description="The songs fans request across Stagecall show up here. Try All Time."
        />
      ) : (
        <>
          <ol
            aria-label={`Top ${songs.length} songs, ${filters.find((filter) => filter.value === timeframe)?.label}`}
            className={`mt-4 max-h-[30rem] divide-y divide-line overflow-y-auto rounded-control border border-line ${
              trending.isPlaceholderData ? 'opacity-60' : ''
            }`}
          >
            {songs.map((song, index) => (
              <li
                key={`${song.song_title}\u0000${song.artist_name ?? ''}`}
                className="flex items-center gap-3 px-3 py-2"
              >
                <span className="w-7 shrink-0 text-center text-lg font-bold tabular-nums text-accent-ink">
                  <span className="sr-only">Rank </span>
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-ink">{song.song_title}</p>
                  <p className="truncate text-sm text-ink-muted">{song.artist_name || 'Unknown Artist'}</p>
                  <p className="text-xs text-ink-muted">
                    {plural(song.request_count, 'request')}
                    {song.total_tips > 0 ? ` · ${formatPence(song.total_tips)} tips` : ''}
                    {song.times_played > 0 ? ` · ${song.times_played} played` : ''}
                  </p>
                </div>
                <SongSearchLinks
                  songTitle={song.song_title}
                  artistName={song.artist_name}
                  labelClassName="sr-only"
                  size="compact"
                  className="shrink-0"
                />
              </li>
            ))}
          </ol>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            {[
              { label: 'Requests', value: String(totals.requests) },
              { label: 'Tips', value: formatPence(totals.tips) },
              { label: 'Played', value: String(totals.played) },
            ].map((total) => (
              <div key={total.label} className="rounded-control bg-surface-raised px-2 py-2">
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{total.label}</dt>
                <dd className="text-lg font-bold tabular-nums text-ink">{total.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
