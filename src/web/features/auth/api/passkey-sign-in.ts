import type { AuthUser } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/**
 * Sign in with a passkey instead of a password: the browser offers this site's passkeys. The
 * WebAuthn library is loaded on the click, so the page that offers it downloads nothing extra.
 */
export async function signInWithPasskey(scope: 'user' | 'admin'): Promise<{ user: AuthUser }> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const path = scope === 'admin' ? '/api/admin/login/passkey' : '/api/auth/signin/passkey';
  const options = await api.post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(`${path}/options`);
  const response = await startAuthentication({ optionsJSON: options });
  return api.post<{ user: AuthUser }>(path, { response });
}
