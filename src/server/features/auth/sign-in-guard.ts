import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import { isSecure } from './cookies';
import type { SessionScope } from './session-store';

/**
 * Guessing a password is limited per account as well as per address (the route's rate limit):
 * a spray of wrong passwords from many addresses locks the account, with a lock that doubles
 * from one minute up to an hour. A lock must not let a stranger shut a musician out, so:
 *
 * - a browser that signed in to this account before carries a "known device" cookie (an HMAC of
 *   the account's address, nothing else) and is never locked out, by the account lock or by the
 *   per-address limit of a venue's shared Wi-Fi;
 * - setting a new password through the e-mailed reset link ends the lock.
 *
 * Accounts are keyed by a keyed hash of the address typed, so an address with no account is
 * counted and locked alike: the answers never tell whether an account exists.
 */
export const SIGN_IN_GUARD = {
  /** Failures within the window before the first lock. */
  freeFailures: 5,
  windowMs: 60 * 60_000,
  firstLockMs: 60_000,
  longestLockMs: 60 * 60_000,
} as const;

export const signInGuardMessages = {
  accountLocked: (minutes: number) =>
    `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, sign in from a device you have used before, or reset your password.`,
} as const;

const KNOWN_COOKIE: Record<SessionScope, string> = { user: 'sc_known', admin: 'sc_known_admin' };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function accountKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`sign-in:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
}

const knownMac = (secret: string, scope: SessionScope, key: string, nonce: string) =>
  createHmac('sha256', secret).update(`known:${scope}:${key}:${nonce}`).digest('base64url');

/** Whether this browser signed in to the account of `email` before (its known-device cookie). */
export function isKnownDevice(ctx: AppContext, request: FastifyRequest, scope: SessionScope, email: string): boolean {
  const [nonce, mac] = (request.cookies[KNOWN_COOKIE[scope]] ?? '').split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(knownMac(ctx.secret, scope, accountKey(ctx.secret, email), nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The per-address limit's exemption: a known device signing in to its own account. */
export function knownDeviceSigningIn(ctx: AppContext, scope: SessionScope) {
  return (request: FastifyRequest): boolean => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && isKnownDevice(ctx, request, scope, email);
  };
}

/** Called where an account's first session starts (sign-up), so its own browser is known from then on. */
export function rememberDevice(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
  email: string,
) {
  const nonce = randomBytes(12).toString('base64url');
  reply.setCookie(
    KNOWN_COOKIE[scope],
    `${nonce}.${knownMac(ctx.secret, scope, accountKey(ctx.secret, email), nonce)}`,
    {
      path: '/api',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(ctx, request),
      maxAge: ONE_YEAR_SECONDS,
    },
  );
}

async function lockedUntil(db: Db, key: string): Promise<Date | null> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('locked_until')
    .where('account_key', '=', key)
    .executeTakeFirst();
  return row?.locked_until ? new Date(row.locked_until) : null;
}

/**
 * One failure, counted in one statement (concurrent failures each count): a new window after an
 * hour, and from the sixth failure in a window a lock of 1, 2, 4… minutes, at most an hour.
 */
async function recordFailure(db: Db, key: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - SIGN_IN_GUARD.windowMs).toISOString();
  const { freeFailures, firstLockMs, longestLockMs } = SIGN_IN_GUARD;
  const row = await db
    .insertInto('sign_in_failures')
    .values({ account_key: key, failures: 1, window_started_at: at, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('account_key').doUpdateSet({
        failures: sql`case when sign_in_failures.window_started_at <= ${windowStart} then 1 else sign_in_failures.failures + 1 end`,
        window_started_at: sql`case when sign_in_failures.window_started_at <= ${windowStart} then ${at} else sign_in_failures.window_started_at end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (row.failures <= freeFailures) return;
  const lockMs = Math.min(longestLockMs, firstLockMs * 2 ** Math.min(row.failures - freeFailures - 1, 12));
  const until = new Date(now.getTime() + lockMs).toISOString();
  // Only ever lengthens a lock: a slower concurrent failure cannot shorten a longer one.
  await db
    .updateTable('sign_in_failures')
    .set({ locked_until: until })
    .where('account_key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', until)]))
    .execute();
}

/** A new password set through the reset link: the account's failures and lock are over. */
export async function clearSignInFailures(ctx: Pick<AppContext, 'db' | 'secret'>, email: string): Promise<void> {
  await ctx.db.deleteFrom('sign_in_failures').where('account_key', '=', accountKey(ctx.secret, email)).execute();
}

/**
 * Runs `verify` (the password check) under the account's limit: refused with a 429 while the
 * account is locked, unless this browser is a known device of it; a 401 from `verify` counts as a
 * failure; a success clears the failures and remembers the browser.
 */
export async function guardSignIn<T>(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: SessionScope,
  email: string,
  verify: () => Promise<T>,
): Promise<T> {
  const key = accountKey(ctx.secret, email);
  const now = ctx.clock.now();
  if (!isKnownDevice(ctx, request, scope, email)) {
    const until = await lockedUntil(ctx.db, key);
    if (until && until > now) {
      const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
      throw new AppError(429, signInGuardMessages.accountLocked(minutes), 'account_locked');
    }
  }
  let result: T;
  try {
    result = await verify();
  } catch (error) {
    // A wrong or missing second-factor code is counted by the code limit, not as a wrong password.
    const failure = error as { statusCode?: number; details?: { code?: string } };
    if (failure.statusCode === 401 && !failure.details?.code?.startsWith('second_factor')) {
      await recordFailure(ctx.db, key, now);
    }
    throw error;
  }
  await ctx.db.deleteFrom('sign_in_failures').where('account_key', '=', key).execute();
  rememberDevice(ctx, request, reply, scope, email);
  return result;
}
