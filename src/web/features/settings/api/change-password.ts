import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/** POST /api/auth/change-password {current_password, new_password}. */
export function changePassword(body: Pick<ChangePasswordBody, 'current_password' | 'new_password'>) {
  return api.POST('/api/auth/change-password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
