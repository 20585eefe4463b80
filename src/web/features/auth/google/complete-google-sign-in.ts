import { googleMessages } from '../../../../shared/auth/google-messages';
import type { AuthUser } from '../../../../shared/auth';
import { errorMessage } from '../../../lib/api-client';
import { exchangeGoogleCode } from './api/exchange-google-code';

const m = googleMessages.callback;

export type SignInOutcome = { ok: true } | { ok: false; message: string };

/**
 * One exchange per code (spec 1 §4(a) "only one exchange attempt is kept"): a code is single-use,
 * so React StrictMode's second effect run, or a remount, must share the first attempt rather than
 * send the code again and fail.
 */
const attempts = new Map<string, Promise<SignInOutcome>>();

export function completeGoogleSignIn(
  params: { code: string; state: string },
  refreshUser: () => Promise<AuthUser | null>,
): Promise<SignInOutcome> {
  let attempt = attempts.get(params.code);
  if (!attempt) {
    attempt = exchangeThenVerify(params, refreshUser);
    attempts.set(params.code, attempt);
  }
  return attempt;
}

async function exchangeThenVerify(
  params: { code: string; state: string },
  refreshUser: () => Promise<AuthUser | null>,
): Promise<SignInOutcome> {
  try {
    // Exactly the two fields: the server refuses unknown keys.
    await exchangeGoogleCode({ code: params.code, state: params.state });
  } catch (error) {
    console.error('Failed to exchange code for session token:', error);
    return { ok: false, message: errorMessage(error, m.authenticationFailed, m.networkError) };
  }
  // The spec re-fetches the user after the exchange: the cookie must work, not just exist.
  const user = await refreshUser();
  return user ? { ok: true } : { ok: false, message: m.sessionVerificationFailed };
}
