import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import type { User } from '../../../db/types';
import { AppError, badRequest } from '../../../http/errors';
import { googleMessages } from '../../../../shared/auth/google-messages';
import { findOrCreateGoogleUser } from './google-account';
import type { OidcClient, VerifiedIdentity } from './oidc-client';
import { consumePendingAuthorization, savePendingAuthorization } from './state-store';

/** Remembers a new sign-in in flight and returns the issuer URL the browser goes to. */
export async function startGoogleSignIn(
  ctx: AppContext,
  oidc: OidcClient,
  redirectUri: string,
  log: FastifyBaseLogger,
): Promise<{ redirectUrl: string; state: string }> {
  let started: Awaited<ReturnType<OidcClient['startAuthorization']>>;
  try {
    started = await oidc.startAuthorization(redirectUri);
  } catch (error) {
    log.warn({ err: error }, 'OpenID Connect discovery failed');
    throw new AppError(503, googleMessages.providerUnavailable, 'unavailable');
  }
  await savePendingAuthorization(ctx.db, started.pending);
  return { redirectUrl: started.url, state: started.pending.state };
}

export interface GoogleCallback {
  code: string;
  state: string;
  /** The state this browser was given when it started (its cookie), if any. */
  browserState: string | undefined;
  redirectUri: string;
}

/** Redeems the code of a sign-in this browser started, once, and returns the account it opens. */
export async function completeGoogleSignIn(
  ctx: AppContext,
  oidc: OidcClient,
  callback: GoogleCallback,
  log: FastifyBaseLogger,
): Promise<User> {
  if (callback.browserState !== callback.state)
    throw badRequest(googleMessages.authorizationFailed, 'google_sign_in_failed');
  const pending = await consumePendingAuthorization(ctx.db, callback.state);
  if (!pending) throw badRequest(googleMessages.authorizationFailed, 'google_sign_in_failed');

  let identity: VerifiedIdentity;
  try {
    identity = await oidc.redeemCode(callback.redirectUri, callback.code, pending);
  } catch (error) {
    // The person can only start over; the cause (expired code, clock skew, bad secret) is for us.
    log.warn({ err: error }, 'Google code exchange failed');
    throw badRequest(googleMessages.authenticationFailed, 'google_sign_in_failed');
  }
  return findOrCreateGoogleUser(ctx, identity);
}
