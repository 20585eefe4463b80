import { useMutation, useQuery } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/** GET /api/users/delete-account: the balance, withdrawals and plan the deletion leaves behind. */
export function useAccountAtStake(isEnabled: boolean) {
  return useQuery({
    queryKey: ['users', 'delete-account'],
    queryFn: ({ signal }) => api.GET('/api/users/delete-account', { signal }),
    enabled: isEnabled,
    // Read afresh each time the dialog opens: the balance may have moved.
    staleTime: 0,
    gcTime: 0,
  });
}

/** DELETE /api/users/delete-account with the password: removes the account and ends its session. */
export function deleteAccount(body: DeleteAccountBody): Promise<unknown> {
  return api.DELETE('/api/users/delete-account', { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
