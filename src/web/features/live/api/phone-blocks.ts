import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { liveMessages } from '../../../../shared/live/live-messages';
import type { BlockedPhone } from '../../../../shared/live/phone-blocks';
import { useToast } from '../../../components/use-toast';
import { api, errorMessage } from '../../../lib/api-client';
import { liveQueueQueryKey } from './get-live-queue';

export type { BlockedPhone };

export const blockedPhonesQueryKey = ['sessions', 'live', 'blocked-phones'] as const;

/** The show's blocked phones, each by its requests there: re-read whenever the stage changes. */
export function useBlockedPhones(sessionId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: [...blockedPhonesQueryKey, sessionId],
    enabled: isEnabled && Number.isSafeInteger(sessionId) && sessionId > 0,
    queryFn: async ({ signal }) =>
      (await api.GET('/api/sessions/live/{id}/blocked-phones', { path: { id: sessionId }, signal })).phones,
  });
}

/** Refuse the phone behind a request for the rest of the show. */
export async function blockRequestDevice(requestId: number): Promise<void> {
  await api.POST('/api/requests/{id}/block-device', { path: { id: requestId } });
}

/** Block and Unblock are stage actions: the list and what Undo takes back both change. */
export function useRefreshAfterBlock() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: blockedPhonesQueryKey });
    void queryClient.invalidateQueries({ queryKey: liveQueueQueryKey });
  };
}

/** Take requests from a blocked phone again, from any of its requests; Undo blocks it again. */
export function useUnblockPhone() {
  const toast = useToast();
  const refresh = useRefreshAfterBlock();
  const [busyId, setBusyId] = useState<number | null>(null);
  const unblock = async (requestId: number) => {
    setBusyId(requestId);
    try {
      await api.DELETE('/api/requests/{id}/block-device', { path: { id: requestId } });
      toast.show('That phone can send requests again.', { tone: 'success' });
    } catch (failure) {
      toast.show(errorMessage(failure, 'Failed to unblock the phone', liveMessages.networkError), { tone: 'error' });
    } finally {
      setBusyId(null);
      refresh();
    }
  };
  return { unblock, busyId };
}
