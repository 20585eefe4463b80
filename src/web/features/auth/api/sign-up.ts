import type { AuthUser, SignUpBody } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/** POST /api/auth/signup: creates the musician and signs them in (201). */
export function signUp(body: SignUpBody): Promise<{ user: AuthUser }> {
  return api.POST('/api/auth/signup', { body });
}
