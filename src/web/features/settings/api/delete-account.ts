import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /api/users/delete-account: removes the account and ends its session. */
export function deleteAccount(): Promise<unknown> {
  return api.delete('/api/users/delete-account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
