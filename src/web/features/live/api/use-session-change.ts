import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LiveSession } from '../../../../shared/live';
import { liveMessages } from '../../../../shared/live/live-messages';
import { errorMessage } from '../../../lib/api-client';
import { liveQueueQueryKey, type LiveQueue } from './get-live-queue';

/**
 * A change to one of the show's settings from the controls sheet (a switch, the request limit):
 * the manager shows the session the server answers; a refusal is said beside the control, in the
 * server's words or `fallback`. `run` answers whether the change was saved.
 */
export function useSessionChange<Input>(change: (input: Input) => Promise<LiveSession>, fallback: string) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const run = async (input: Input): Promise<boolean> => {
    setIsSaving(true);
    setError(null);
    try {
      const updated = await change(input);
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => queue && { ...queue, session: updated });
      return true;
    } catch (failure) {
      setError(errorMessage(failure, fallback, liveMessages.networkError));
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  return { run, error, setError, isSaving };
}
