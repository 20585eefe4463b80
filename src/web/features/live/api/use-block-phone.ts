import { useState } from 'react';
import type { SongRequest } from '../../../../shared/live';
import { liveMessages } from '../../../../shared/live/live-messages';
import { useToast } from '../../../components/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { blockRequestDevice, useRefreshAfterBlock } from './phone-blocks';

/**
 * Blocking the phone behind a request, after the musician confirms: `ask` opens the question,
 * `confirm` blocks, and a failure stays in the dialog in the server's words.
 */
export function useBlockPhone() {
  const toast = useToast();
  const refresh = useRefreshAfterBlock();
  const [blocking, setBlocking] = useState<SongRequest | null>(null);
  const [isBlocking, setIsBlocking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setBlocking(null);
    setError(null);
  };

  const confirm = async () => {
    if (!blocking) return;
    setIsBlocking(true);
    setError(null);
    try {
      await blockRequestDevice(blocking.id);
      setBlocking(null);
      refresh();
      toast.show('That phone’s requests are now refused for this show. Undo takes it back.', { tone: 'success' });
    } catch (failure) {
      setError(errorMessage(failure, 'Failed to block the phone', liveMessages.networkError));
    } finally {
      setIsBlocking(false);
    }
  };

  return { blocking, ask: setBlocking, cancel, confirm, isBlocking, error };
}
