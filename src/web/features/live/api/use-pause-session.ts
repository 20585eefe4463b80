import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { liveMessages } from '../../../../shared/live/live-messages';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { currentLiveSessionQueryKey } from './get-current-live-session';
import { pauseLiveSession } from './pause-live-session';
import { resumeLiveSession } from './resume-live-session';
import { liveQueueQueryKey, type LiveQueue } from './get-live-queue';

/** Pause (a break) or resume taking requests; the manager shows the session the server answers. */
export function usePauseSession() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<'pausing' | 'resuming' | null>(null);

  const setPaused = async (sessionId: number, paused: boolean) => {
    setBusy(paused ? 'pausing' : 'resuming');
    try {
      const changed = await (paused ? pauseLiveSession : resumeLiveSession)(sessionId);
      queryClient.setQueryData<LiveQueue>(liveQueueQueryKey, (queue) => queue && { ...queue, session: changed });
      void queryClient.invalidateQueries({ queryKey: currentLiveSessionQueryKey });
    } catch (failure) {
      const fallback = paused ? 'Failed to pause session' : 'Failed to resume session';
      toast.show(errorMessage(failure, fallback, liveMessages.networkError), { tone: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return { setPaused, isPausing: busy === 'pausing', isResuming: busy === 'resuming' };
}
