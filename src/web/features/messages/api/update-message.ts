import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey, type InboxMessage } from './get-messages';

export type MessageChange =
  | { id: number; change: 'read' }
  | { id: number; change: 'star'; is_starred: boolean }
  | { id: number; change: 'archive'; is_archived: boolean };

/** PUT /api/messages/{id}/read, …/star {is_starred}, …/archive {is_archived}. */
export function updateMessage(update: MessageChange): Promise<unknown> {
  switch (update.change) {
    case 'read':
      return api.PUT('/api/messages/{id}/read', { path: { id: update.id } });
    case 'star':
      return api.PUT('/api/messages/{id}/star', { path: { id: update.id }, body: { is_starred: update.is_starred } });
    case 'archive':
      return api.PUT('/api/messages/{id}/archive', {
        path: { id: update.id },
        body: { is_archived: update.is_archived },
      });
  }
}

function applyChange(message: InboxMessage, update: MessageChange): InboxMessage {
  if (message.id !== update.id) return message;
  if (update.change === 'read') return { ...message, is_read: true };
  if (update.change === 'star') return { ...message, is_starred: update.is_starred };
  return { ...message, is_archived: update.is_archived };
}

/**
 * Flags change on screen at once (optimistic) and roll back if the server refuses, so starring
 * on a slow venue connection does not feel broken.
 */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessage,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: messagesQueryKey });
      const previous = queryClient.getQueryData<InboxMessage[]>(messagesQueryKey);
      queryClient.setQueryData<InboxMessage[]>(messagesQueryKey, (current) =>
        current?.map((message) => applyChange(message, update)),
      );
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(messagesQueryKey, context.previous);
    },
  });
}
