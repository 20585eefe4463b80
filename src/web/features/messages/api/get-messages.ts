import { useQuery } from '@tanstack/react-query';
import { INBOX_REFRESH_MS, type InboxMessage } from '../../../../shared/messages/inbox';
import { api } from '../../../lib/api-client';
import { expectArray } from '../../../lib/expect-array';

export type { InboxMessage };

export const messagesQueryKey = ['messages'] as const;

/** GET /api/messages: the musician's inbox, newest first. */
export async function getMessages(signal?: AbortSignal): Promise<InboxMessage[]> {
  return expectArray<InboxMessage>(await api.GET('/api/messages', { signal }), 'messages');
}

/** Spec 1 §9: the inbox refreshes itself every 30 minutes. */
export function useMessages() {
  return useQuery({
    queryKey: messagesQueryKey,
    queryFn: ({ signal }) => getMessages(signal),
    refetchInterval: INBOX_REFRESH_MS,
  });
}
