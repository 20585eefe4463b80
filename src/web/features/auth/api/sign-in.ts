import type { AuthUser, SignInBody } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/** POST /api/auth/signin: starts a cookie session; 401 'Invalid email or password' on failure. */
export function signIn(body: SignInBody): Promise<{ user: AuthUser }> {
  return api.POST('/api/auth/signin', { body });
}
