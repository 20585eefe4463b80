import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteBody } from '../../../../shared/acts';
import { api } from '../../../lib/api-client';
import { actQueryKey } from './act-members';

/** Every change to the act's members reloads what the Band page shows of them. */
function useActChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actQueryKey }),
  });
}

/** POST /api/musicians/act/invitations: the link goes by e-mail. */
export const useInvite = () => useActChange((body: InviteBody) => api.POST('/api/musicians/act/invitations', { body }));

/** DELETE /api/musicians/act/invitations/{id} */
export const useWithdrawInvitation = () =>
  useActChange((id: number) => api.DELETE('/api/musicians/act/invitations/{id}', { path: { id } }));

/** PUT /api/musicians/act/members/{id}/role */
export const useChangeRole = () =>
  useActChange(({ id, role }: { id: number; role: string }) =>
    api.PUT('/api/musicians/act/members/{id}/role', { path: { id }, body: { role } }),
  );

/** DELETE /api/musicians/act/members/{id} */
export const useRemoveMember = () =>
  useActChange((id: number) => api.DELETE('/api/musicians/act/members/{id}', { path: { id } }));

/**
 * POST /api/musicians/act/leave. The device then works in another act (or in none), so every
 * query but the session is reset.
 */
export function useLeaveAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/musicians/act/leave'),
    onSuccess: () => queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'auth' }),
  });
}
