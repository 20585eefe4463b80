import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LiveSession } from '../../../../shared/live';
import { liveMessages } from '../../../../shared/live-messages';
import { FormAlert } from '../../../components/form-alert';
import { ToggleSwitch } from '../../../components/toggle-switch';
import { errorMessage } from '../../../lib/api-client';
import { liveQueueQueryKey, type LiveQueue } from '../api/get-live-queue';
import { setRepertoireOnly } from '../api/show-controls';

/**
 * Issue 16: this show takes any song, or only the open songs of the musician's repertoire. Fans'
 * suggestions then come from the list alone, and other titles are refused in words that say so.
 */
export function RepertoireOnly({ session }: { session: LiveSession }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isOn = session.repertoire_only === 1;

  const change = async (next: boolean) => {
    setIsSaving(true);
    setError(null);
    try {
      const updated = await setRepertoireOnly(session.id, next);
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => queue && { ...queue, session: updated });
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to change what this show takes', liveMessages.networkError));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="grid gap-2">
      <ToggleSwitch
        label="Repertoire only"
        description={
          isOn
            ? 'Fans choose from the open songs of your repertoire; other titles are refused.'
            : 'Fans may ask for any song; your repertoire comes first in their suggestions.'
        }
        isOn={isOn}
        disabled={isSaving}
        onChange={(next) => void change(next)}
      />
      <FormAlert message={error} />
      <Link to="/repertoire" className="text-sm font-semibold text-accent-ink underline-offset-4 hover:underline">
        Manage your repertoire
      </Link>
    </div>
  );
}
