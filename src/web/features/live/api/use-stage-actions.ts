import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LiveSession } from '../../../../shared/live';
import { liveMessages } from '../../../../shared/live/live-messages';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import type { NightState } from '../../../../shared/live/night';
import { liveQueueQueryKey, type LiveQueue } from './get-live-queue';
import { nightQueryKey, nightQueryRoot } from './night';

/**
 * Runs one stage action at a time (a second tap while one is on its way is ignored, so a double
 * tap on Next plays one song) and shows the show the server answers; the requests it changed
 * arrive on the queue's stream, or the next poll. A tap on the night answers the night too; any
 * tap re-reads it (Played · next and Undo move the night on without saying how).
 */
export function useStageActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (
    name: string,
    action: () => Promise<{ session: LiveSession; night?: NightState }>,
    fallback: string,
  ) => {
    if (busy) return;
    setBusy(name);
    try {
      const { session, night } = await action();
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => queue && { ...queue, session });
      if (night) queryClient.setQueryData<NightState>(nightQueryKey(night.session_id), night);
      void queryClient.invalidateQueries({ queryKey: liveQueueQueryKey });
      void queryClient.invalidateQueries({ queryKey: nightQueryRoot });
    } catch (failure) {
      toast.show(errorMessage(failure, fallback, liveMessages.networkError), { tone: 'error' });
      // Refused because the night moved on elsewhere (a song already played, a request taken): show it as it is.
      void queryClient.invalidateQueries({ queryKey: nightQueryRoot });
    } finally {
      setBusy(null);
    }
  };
  return { run, busy };
}
