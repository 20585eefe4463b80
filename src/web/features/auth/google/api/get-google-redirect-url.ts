import { api } from '../../../../lib/api-client';

/**
 * GET /api/oauth/google/redirect_url: the issuer's sign-in address, with state and PKCE. The server
 * also sets a short-lived cookie tying the sign-in to this browser.
 */
export async function getGoogleRedirectUrl(): Promise<string> {
  const { redirectUrl } = await api.GET('/api/oauth/google/redirect_url');
  return redirectUrl;
}
