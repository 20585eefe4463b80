import type { ResetPasswordBody } from '../../../../shared/auth/password-reset';
import { api, type ApiAnswer } from '../../../lib/api-client';

/** `sign_in_path` is where this account signs in: '/' for musicians, '/admin' for administrators. */
export type ResetPasswordResponse = ApiAnswer<'post', '/api/auth/reset-password'>;

/** POST /api/auth/reset-password: spends the link; 400 when it expired or was already used. */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  return api.POST('/api/auth/reset-password', { body });
}
