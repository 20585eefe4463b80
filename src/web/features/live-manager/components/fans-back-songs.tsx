import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LiveSession } from '../../../../shared/live';
import { liveMessages } from '../../../../shared/live-messages';
import { FormAlert } from '../../../components/form-alert';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { errorMessage } from '../../../lib/api-client';
import { liveQueueQueryKey, type LiveQueue } from '../api/get-live-queue';
import { setFansBackSongs } from '../api/show-controls';

/**
 * Fans see the songs asked for tonight with their counts (titles only) and back one with a +1,
 * which reaches this queue as a request for that song; 'Most asked' orders by them.
 */
export function FansBackSongs({ session }: { session: LiveSession }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isOn = session.fans_back_songs === 1;

  const change = async (next: boolean) => {
    setIsSaving(true);
    setError(null);
    try {
      const updated = await setFansBackSongs(session.id, next);
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => queue && { ...queue, session: updated });
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to change whether fans can back songs', liveMessages.networkError));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="grid gap-2">
      <ToggleSwitch
        label="Fans back songs (+1)"
        description={
          isOn
            ? 'Fans see tonight’s songs with how many asked (titles only) and add their +1.'
            : 'Fans do not see the other songs asked for tonight.'
        }
        isOn={isOn}
        disabled={isSaving}
        onChange={(next) => void change(next)}
      />
      <FormAlert message={error} />
    </div>
  );
}
