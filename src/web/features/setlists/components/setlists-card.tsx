import { ListOrdered } from 'lucide-react';
import { ButtonLink } from '../../../components/button';
import { plural } from '../../../lib/plural';
import { useSetlists } from '../api/setlists';

/** The dashboard's way to the setlists, with how many the act keeps. */
export function SetlistsCard() {
  const setlists = useSetlists();
  return (
    <section
      aria-labelledby="setlists-card-title"
      className="flex min-w-0 flex-wrap items-center justify-between gap-4 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <div className="min-w-0">
        <h2 id="setlists-card-title" className="flex items-center gap-2 text-xl font-bold text-ink">
          <ListOrdered aria-hidden="true" className="size-5 text-accent-ink" />
          Setlists
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {setlists.data?.length
            ? `${plural(setlists.data.length, 'setlist')}. Plan a night, print it, attach it to a gig.`
            : 'Plan what you play: sets of songs, printed or shared with the band.'}
        </p>
      </div>
      <ButtonLink to="/setlists" variant="secondary">
        {setlists.data?.length ? 'Open setlists' : 'Plan a setlist'}
      </ButtonLink>
    </section>
  );
}
