import { describe, expect, it } from 'vitest';
import { readCallbackParams } from './read-callback-params';

describe('readCallbackParams', () => {
  it('returns the code and state to exchange', () => {
    expect(readCallbackParams('?code=abc&state=xyz&iss=http%3A%2F%2Fissuer')).toEqual({
      kind: 'code',
      code: 'abc',
      state: 'xyz',
    });
  });

  it("says 'No authorization code received from Google' without a code", () => {
    expect(readCallbackParams('')).toEqual({ kind: 'error', message: 'No authorization code received from Google' });
    expect(readCallbackParams('?state=xyz&code=')).toEqual({
      kind: 'error',
      message: 'No authorization code received from Google',
    });
  });

  it('refuses a code that comes without its state', () => {
    expect(readCallbackParams('?code=abc')).toEqual({ kind: 'error', message: 'Authorization failed' });
  });

  it('prefixes an OAuth error with its description, or its code when there is none', () => {
    expect(readCallbackParams('?error=access_denied&error_description=The+user+said+no')).toEqual({
      kind: 'error',
      message: 'OAuth error: The user said no',
    });
    expect(readCallbackParams('?error=access_denied')).toEqual({
      kind: 'error',
      message: 'OAuth error: access_denied',
    });
  });

  it('explains a redirect URI mismatch as a domain configuration error', () => {
    expect(readCallbackParams('?error=redirect_uri_mismatch&error_description=bad')).toEqual({
      kind: 'error',
      message: 'Domain configuration error. Please contact support for custom domain setup',
    });
  });

  it('prefers the error over a code sent with it', () => {
    expect(readCallbackParams('?error=server_error&code=abc&state=xyz')).toMatchObject({ kind: 'error' });
  });
});
