import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { liveMessages } from '../../../../shared/live/live-messages';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { endLiveSession, sessionEndedMessage, useShowEndedSession } from './end-live-session';
import { liveQueueQueryKey } from './get-live-queue';

/**
 * Ending the show from the manager, behind its confirmation dialog. `isEndingHere` lets the
 * queue's own "the show has ended" event stay quiet when this device is the one ending it.
 */
export function useEndShow() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const showEndedSession = useShowEndedSession();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isEnding, setIsEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isEndingHereRef = useRef(false);

  const open = () => {
    setError(null);
    setIsDialogOpen(true);
  };

  const end = async (sessionId: number) => {
    setIsEnding(true);
    setError(null);
    isEndingHereRef.current = true;
    try {
      const stats = await endLiveSession(sessionId);
      toast.show(sessionEndedMessage(stats), { tone: 'success' });
      queryClient.removeQueries({ queryKey: liveQueueQueryKey });
      showEndedSession(sessionId);
    } catch (failure) {
      isEndingHereRef.current = false;
      setError(errorMessage(failure, liveMessages.endFailed, liveMessages.networkError));
      setIsEnding(false);
    }
  };

  return {
    isDialogOpen,
    open,
    cancel: () => setIsDialogOpen(false),
    end,
    isEnding,
    error,
    isEndingHere: () => isEndingHereRef.current,
  };
}
