import { googleMessages } from '../../../../shared/auth/google-messages';

const m = googleMessages.callback;

export type CallbackParams = { kind: 'error'; message: string } | { kind: 'code'; code: string; state: string };

/**
 * What the issuer put in the callback address (spec 2 §8 "Auth callback messages"): an OAuth error,
 * or the code and state to exchange. A code without its state cannot be tied to this browser's
 * sign-in, so it is refused here rather than sent to the server.
 */
export function readCallbackParams(search: string): CallbackParams {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error) {
    if (error === 'redirect_uri_mismatch') return { kind: 'error', message: m.redirectUriMismatch };
    const description = params.get('error_description')?.trim();
    return { kind: 'error', message: `${m.oauthErrorPrefix}${description || error}` };
  }
  const code = params.get('code');
  if (!code) return { kind: 'error', message: m.noAuthorizationCode };
  const state = params.get('state');
  if (!state) return { kind: 'error', message: m.authorizationFailed };
  return { kind: 'code', code, state };
}
