import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/acts/invitations/accept: the signed-in person joins, and this device switches to the
 * act, so everything cached of the act it worked in before is reset.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.POST('/api/acts/invitations/accept', { body: { token } }),
    onSuccess: () => queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
