import type { AuthUser } from '../../../../../shared/auth';
import { api } from '../../../../lib/api-client';

/** POST /api/sessions: trades the code from the callback address for a session cookie. */
export function exchangeGoogleCode(body: { code: string; state: string }): Promise<{ user: AuthUser }> {
  return api.POST('/api/sessions', { body });
}
