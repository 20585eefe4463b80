import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messagesQueryKey, type InboxMessage } from './get-messages';

/** DELETE /api/messages/{id}. */
export function deleteMessage(id: number): Promise<unknown> {
  return api.DELETE('/api/messages/{id}', { path: { id } });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<InboxMessage[]>(messagesQueryKey, (current) =>
        current?.filter((message) => message.id !== id),
      ),
  });
}
