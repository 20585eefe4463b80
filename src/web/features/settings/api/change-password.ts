import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';
import type { SecurityBase } from './second-factor';

type Body = Pick<ChangePasswordBody, 'current_password' | 'new_password'>;

/** POST …/change-password {current_password, new_password}: musicians under /api/auth, admins under /api/admin. */
export function changePassword(base: SecurityBase, body: Body) {
  return api.POST(`${base}/change-password`, { body });
}

export function useChangePassword(base: SecurityBase = '/api/auth') {
  return useMutation({ mutationFn: (body: Body) => changePassword(base, body) });
}
