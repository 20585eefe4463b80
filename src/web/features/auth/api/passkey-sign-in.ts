import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AuthUser } from '../../../../shared/auth';
import { api } from '../../../lib/api-client';

/**
 * Sign in with a passkey instead of a password: the browser offers this site's passkeys. The
 * WebAuthn library is loaded on the click, so the page that offers it downloads nothing extra.
 */
export async function signInWithPasskey(scope: 'user' | 'admin'): Promise<{ user: AuthUser }> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const path = scope === 'admin' ? '/api/admin/login/passkey' : '/api/auth/signin/passkey';
  // The document types WebAuthn's options as any object; the browser library knows their shape.
  const options = (await api.POST(`${path}/options`)) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON: options });
  return api.POST(path, { body: { response: { ...response } } });
}
