import { ListMusic } from 'lucide-react';
import type { ShowSongs } from '../api/show-songs';

/**
 * What the act plays next tonight, when the musician shows it (decision 043): titles only, set
 * songs and accepted requests together. Part of the tonight's-songs chunk, never the first download.
 */
export function ComingUpList({ songs }: { songs: NonNullable<ShowSongs['coming_up']> }) {
  return (
    <section
      aria-labelledby="coming-up-title"
      className="mt-6 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 id="coming-up-title" className="flex items-center gap-2 text-xl font-bold text-ink">
        <ListMusic aria-hidden="true" className="size-5 text-accent-ink" />
        Coming up
      </h2>
      <ol className="mt-3 grid gap-2">
        {songs.map((song, index) => (
          <li key={`${index}-${song.title}`} className="flex min-w-0 items-baseline gap-3">
            <span className="shrink-0 font-bold tabular-nums text-accent-ink">{index + 1}.</span>
            <span className="min-w-0 wrap-anywhere">
              <span className="font-semibold text-ink">{song.title}</span>
              {song.artist ? <span className="text-ink-muted"> — {song.artist}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
