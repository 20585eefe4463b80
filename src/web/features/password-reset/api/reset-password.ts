import type { ResetPasswordBody } from '../../../../shared/password-reset';
import { api } from '../../../lib/api-client';

export interface ResetPasswordResponse {
  success: true;
  message: string;
  /** Where this account signs in: '/' for musicians, '/admin' for administrators. */
  sign_in_path: '/' | '/admin';
}

/** POST /api/auth/reset-password: spends the link; 400 when it expired or was already used. */
export function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  return api.post<ResetPasswordResponse>('/api/auth/reset-password', body);
}
