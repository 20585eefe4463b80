import { ListMusic } from 'lucide-react';
import { ButtonLink } from '../../../components/button';
import { plural } from '../../../lib/plural';
import { useRepertoire } from '../api/repertoire';

/** The dashboard's way to the repertoire, with how many songs it holds. */
export function RepertoireCard() {
  const songs = useRepertoire();
  const open = songs.data?.filter((song) => song.is_open === 1).length ?? 0;
  return (
    <section
      aria-labelledby="repertoire-card-title"
      className="flex min-w-0 flex-wrap items-center justify-between gap-4 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="repertoire-card-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <ListMusic aria-hidden="true" className="size-5 text-accent-ink" />
          Repertoire
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {songs.data === undefined
            ? 'The songs you play, first in fans’ suggestions.'
            : songs.data.length === 0
              ? 'List the songs you play, or import them from a spreadsheet: fans see them first.'
              : `${plural(songs.data.length, 'song')}, ${open} open to requests.`}
        </p>
      </div>
      <ButtonLink to="/repertoire" variant="secondary">
        {songs.data?.length ? 'Manage repertoire' : 'Add your songs'}
      </ButtonLink>
    </section>
  );
}
