import type { ForgotPasswordBody } from '../../../../shared/auth/password-reset';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ success: boolean; message: string }> {
  return api.POST('/api/auth/forgot-password', { body });
}
