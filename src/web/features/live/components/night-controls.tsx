import { useQueryClient } from '@tanstack/react-query';
import { ListMusic } from 'lucide-react';
import { useId, useState } from 'react';
import { liveMessages } from '../../../../shared/live/live-messages';
import type { NightState } from '../../../../shared/live/night';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { selectClasses } from '../../../components/text-field';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { errorMessage } from '../../../lib/api-client';
import { useSetlists } from '../../setlists/api/setlists';
import { nightApi, nightQueryKey } from '../api/night';

interface NightControlsProps {
  sessionId: number;
  night: NightState | undefined;
}

/**
 * The night's settings in the show's controls: whether fans and the venue screen see what is
 * coming up, and, for a show that went live without one, a setlist to play from now on.
 */
export function NightControls({ sessionId, night }: NightControlsProps) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  if (!night) return null;

  const setComingUp = async (isPublic: boolean) => {
    if (isSaving) return;
    setIsSaving(true);
    setError(null);
    try {
      await nightApi.comingUp(sessionId, isPublic);
      queryClient.setQueryData<NightState>(nightQueryKey(sessionId), (current) =>
        current ? { ...current, coming_up_public: isPublic } : current,
      );
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to change what fans see', liveMessages.networkError));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section
      aria-labelledby="night-controls-title"
      className="grid gap-2 rounded-card border border-line bg-surface p-3"
    >
      <h3 id="night-controls-title" className="flex items-center gap-2 font-bold text-ink">
        <ListMusic aria-hidden="true" className="size-5" />
        Tonight’s set
      </h3>
      {night.items.length === 0 ? <UseSetlist sessionId={sessionId} /> : null}
      <ToggleSwitch
        label="Fans see what’s coming up"
        description="The request page and the venue screen show the next three songs of the night, set songs and accepted requests alike. Nothing of the setlist is shown while this is off."
        isOn={night.coming_up_public}
        // Not disabled while saving: a disabled switch drops keyboard focus out of the sheet (and Escape with it).
        onChange={(next) => void setComingUp(next)}
      />
      <FormAlert message={error} />
    </section>
  );
}

/** "Use a setlist": the show went live without one; from now on it plays from this one. */
function UseSetlist({ sessionId }: { sessionId: number }) {
  const queryClient = useQueryClient();
  const setlists = useSetlists();
  const selectId = useId();
  const [choice, setChoice] = useState('');
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setIsStarting(true);
    setError(null);
    try {
      const { night } = await nightApi.start(sessionId, Number(choice));
      queryClient.setQueryData<NightState>(nightQueryKey(sessionId), night);
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to use the setlist', liveMessages.networkError));
      void queryClient.invalidateQueries({ queryKey: nightQueryKey(sessionId) });
    } finally {
      setIsStarting(false);
    }
  };

  if (setlists.data?.length === 0) {
    return <p className="text-sm text-ink-muted">No setlists yet: make one on the Setlists page to play from it.</p>;
  }
  return (
    <div className="grid gap-2">
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
          Use a setlist
        </label>
        <select
          id={selectId}
          className={selectClasses}
          value={choice}
          disabled={!setlists.data}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">Choose a setlist</option>
          {(setlists.data ?? []).map((setlist) => (
            <option key={setlist.id} value={setlist.id}>
              {setlist.name} ({setlist.song_count} songs)
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        className="w-full"
        disabled={!choice}
        isLoading={isStarting}
        loadingText="Starting the set…"
        onClick={() => void start()}
        icon={<ListMusic aria-hidden="true" className="size-5" />}
      >
        Use this setlist
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
