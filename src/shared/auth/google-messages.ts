/**
 * Messages of Google (OpenID Connect) sign-in. Those quoted in the spec (spec 1 §5, spec 2 §8
 * "Auth callback messages") are the contract and stay word for word; the rest are ours.
 */
export const googleMessages = {
  /** Server answers. */
  notConfigured: 'Google sign-in is not configured',
  noCodeProvided: 'Cannot exchange code for session token: no code provided in the URL search params',
  authorizationFailed: 'Authorization failed',
  authenticationFailed: 'Authentication failed - please try signing in again',
  providerUnavailable: 'Google sign-in is unavailable right now. Please try again in a moment.',
  emailNotVerified:
    'Your Google account has no verified e-mail address. Verify it with Google, or sign up with e-mail and password.',
  emailLinkedToOtherGoogleAccount:
    'This e-mail address is already linked to a different Google account. Sign in with that account or with your password.',

  /** What the auth callback page (/auth/callback) shows; it goes home after 5 s. */
  callback: {
    oauthErrorPrefix: 'OAuth error: ',
    redirectUriMismatch: 'Domain configuration error. Please contact support for custom domain setup',
    noAuthorizationCode: 'No authorization code received from Google',
    customDomainIssue: 'Custom domain authentication issue. Please contact support',
    authenticationFailed: 'Authentication failed - please try signing in again',
    sessionVerificationFailed: 'Session verification failed - please try again',
    networkError: 'Network error - please check your connection and try again',
    authorizationFailed: 'Authorization failed',
    sessionCreationFailed: 'Session creation failed',
  },
} as const;
