import { ListMusic } from 'lucide-react';
import { useId, useState } from 'react';
import { selectClasses } from '../../../components/text-field';
import { useSetlists } from '../../setlists/api/setlists';

/**
 * The choice of setlist for tonight: the musician's own, else the gig's planned one (once the act's
 * setlists are known), else none. `setlistId` is what POST /api/sessions/live takes.
 */
export function useSetlistForTonight(gigId?: number) {
  const setlists = useSetlists();
  const [chosen, setChosen] = useState<string | null>(null);
  const planned =
    gigId === undefined ? undefined : setlists.data?.find((setlist) => setlist.gigs.some((gig) => gig.id === gigId));
  const value = chosen ?? (planned ? String(planned.id) : '');
  return { value, setValue: setChosen, setlistId: value ? Number(value) : null, setlists, planned };
}

/**
 * "Setlist for tonight": the show plays from a copy of the chosen setlist (decision 043), or from
 * requests alone. A gig's planned setlist comes chosen; None, or any other, is one change away.
 */
export function SetlistForTonight({ choice }: { choice: ReturnType<typeof useSetlistForTonight> }) {
  const selectId = useId();
  const hintId = useId();
  const { value, setValue, setlists, planned } = choice;
  return (
    <div className="min-w-0">
      <label htmlFor={selectId} className="mb-1.5 flex items-center gap-1.5 text-sm font-medium text-ink">
        <ListMusic aria-hidden="true" className="size-4" />
        Setlist for tonight
      </label>
      <select
        id={selectId}
        name="setlist_id"
        aria-describedby={hintId}
        className={`${selectClasses} truncate`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        <option value="">None: requests only</option>
        {(setlists.data ?? []).map((setlist) => (
          <option key={setlist.id} value={setlist.id}>
            {setlist.name}
            {setlist.id === planned?.id ? ' (planned for this gig)' : ''}
          </option>
        ))}
      </select>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {setlists.isError
          ? 'Your setlists could not be loaded just now: you can start one from the show’s controls.'
          : 'The live manager shows the set as the night goes; fans’ requests fit in around it.'}
      </p>
    </div>
  );
}
