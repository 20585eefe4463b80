import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import { isSecure } from './cookies';
import type { SessionScope } from './session-store';
import { cookieOf } from '../../http/cookies';

/**
 * Guessing a password is limited per account as well as per address (the route's rate limit):
 * a spray of wrong passwords from many addresses locks the account, with a lock that doubles
 * from one minute up to an hour. A lock must not let a stranger shut a musician out, so:
 *
 * - a browser that signed in to this account before carries a "known device" cookie (an HMAC of
 *   the account's address, nothing else) and passes the account lock and the per-address limit
 *   of a venue's shared Wi-Fi. It has a limit of its own instead, the same as an account's, and
 *   its wrong passwords count against the account too: a copied cookie guesses no faster than a
 *   stranger;
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
  deviceLocked: (minutes: number) =>
    `Too many wrong passwords from this device. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
} as const;

const KNOWN_COOKIE: Record<SessionScope, string> = { user: 'sc_known', admin: 'sc_known_admin' };
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function accountKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`sign-in:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
}

const knownMac = (secret: string, scope: SessionScope, key: string, nonce: string) =>
  createHmac('sha256', secret).update(`known:${scope}:${key}:${nonce}`).digest('base64url');

/**
 * This browser's key in the failure counts when it signed in to the account of `email` before
 * (its known-device cookie), else undefined. Copies of one cookie share the key.
 */
function knownDeviceKey(ctx: AppContext, request: FastifyRequest, scope: SessionScope, email: string) {
  const [nonce, mac] = (cookieOf(request, KNOWN_COOKIE[scope]) ?? '').split('.');
  if (!nonce || !mac) return undefined;
  const key = accountKey(ctx.secret, email);
  const expected = Buffer.from(knownMac(ctx.secret, scope, key, nonce));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return createHmac('sha256', ctx.secret).update(`device:${scope}:${key}:${nonce}`).digest('base64url').slice(0, 32);
}

/** Whether this browser signed in to the account of `email` before (its known-device cookie). */
export function isKnownDevice(ctx: AppContext, request: FastifyRequest, scope: SessionScope, email: string): boolean {
  return knownDeviceKey(ctx, request, scope, email) !== undefined;
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

const lockMsAfter = (failures: number) =>
  Math.min(
    SIGN_IN_GUARD.longestLockMs,
    SIGN_IN_GUARD.firstLockMs * 2 ** Math.min(failures - SIGN_IN_GUARD.freeFailures - 1, 12),
  );

/**
 * The lock that the `failures`-th failure of a window starts, as SQL over the stored count, for
 * one statement that counts a failure and locks at once: the lock doubles from one minute and
 * reaches the longest after a few steps, so a short CASE covers every count.
 */
function lockAfterNextFailure(now: Date, count: RawBuilder<number>): RawBuilder<string | null> {
  const { freeFailures } = SIGN_IN_GUARD;
  const until = (failures: number) => new Date(now.getTime() + lockMsAfter(failures)).toISOString();
  const steps = Math.ceil(Math.log2(SIGN_IN_GUARD.longestLockMs / SIGN_IN_GUARD.firstLockMs)) + 1;
  const whens = Array.from(
    { length: steps },
    (_, i) => sql`when ${count} = ${freeFailures + 1 + i} then ${until(freeFailures + 1 + i)}`,
  );
  return sql<
    string | null
  >`case when ${count} <= ${freeFailures} then null ${sql.join(whens, sql` `)} else ${until(freeFailures + 1 + steps)} end`;
}

/**
 * One more failure in the stored row, as the SET of an upsert: a new window (count 1) once the
 * last began an hour ago; `lock` is what the count reached starts.
 */
function oneMoreFailure(now: Date) {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - SIGN_IN_GUARD.windowMs).toISOString();
  const isNewWindow = sql<boolean>`sign_in_failures.window_started_at <= ${windowStart}`;
  const next = sql<number>`(sign_in_failures.failures + 1)`;
  return {
    at,
    isNewWindow,
    lock: lockAfterNextFailure(now, next),
    counted: {
      failures: sql<number>`case when ${isNewWindow} then 1 else ${next} end`,
      window_started_at: sql<string>`case when ${isNewWindow} then ${at} else sign_in_failures.window_started_at end`,
    },
  };
}

/**
 * Claims one password try against `key` before the password is checked, in one statement: refused
 * (false) while the key is locked, and otherwise counted, the try that goes past the free ones
 * locking the key at once. Concurrent tries queue on the row, so of any burst only the free tries
 * and the one that starts the lock are ever checked.
 */
async function claimTry(db: Db, key: string, now: Date): Promise<boolean> {
  const { at, isNewWindow, lock, counted } = oneMoreFailure(now);
  const row = await db
    .insertInto('sign_in_failures')
    .values({ account_key: key, failures: 1, window_started_at: at, locked_until: null })
    .onConflict((conflict) =>
      conflict
        .column('account_key')
        .doUpdateSet({ ...counted, locked_until: sql`case when ${isNewWindow} then null else ${lock} end` })
        .where((eb) =>
          eb.or([eb('sign_in_failures.locked_until', 'is', null), eb('sign_in_failures.locked_until', '<=', at)]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One failure of a known device's owner, counted against the account after the check (the device
 * was claimed before it): it lengthens the account's lock, never shortens it.
 */
async function countAgainstAccount(db: Db, key: string, now: Date): Promise<void> {
  const { at, isNewWindow, lock, counted } = oneMoreFailure(now);
  await db
    .insertInto('sign_in_failures')
    .values({ account_key: key, failures: 1, window_started_at: at, locked_until: null })
    .onConflict((conflict) =>
      conflict.column('account_key').doUpdateSet({
        ...counted,
        locked_until: sql`case when ${isNewWindow} then sign_in_failures.locked_until
          when sign_in_failures.locked_until is not null and (${lock} is null or sign_in_failures.locked_until > ${lock})
          then sign_in_failures.locked_until else ${lock} end`,
      }),
    )
    .execute();
}

async function minutesLocked(db: Db, key: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('locked_until')
    .where('account_key', '=', key)
    .executeTakeFirst();
  const until = row?.locked_until ? new Date(row.locked_until).getTime() : now.getTime();
  return Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
}

/** A new password set through the reset link: the account's failures and lock are over. */
export async function clearSignInFailures(ctx: Pick<AppContext, 'db' | 'secret'>, email: string): Promise<void> {
  await ctx.db.deleteFrom('sign_in_failures').where('account_key', '=', accountKey(ctx.secret, email)).execute();
}

/**
 * Runs `verify` (the password check, then the second factor) under the limits: a try is claimed
 * before the password is checked, against the account or, from a known device of it, against
 * that device (which passes the account's lock, and whose wrong passwords count against the
 * account as well). Refused with a 429 while what it is claimed against is locked. A right
 * password clears what the try was claimed against and remembers the browser.
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
  const device = knownDeviceKey(ctx, request, scope, email);
  const now = ctx.clock.now();
  if (!(await claimTry(ctx.db, device ?? key, now))) {
    const minutes = await minutesLocked(ctx.db, device ?? key, now);
    const message = device ? signInGuardMessages.deviceLocked(minutes) : signInGuardMessages.accountLocked(minutes);
    throw new AppError(429, message, 'account_locked');
  }
  let result: T;
  try {
    result = await verify();
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_credentials') {
      if (device) await countAgainstAccount(ctx.db, key, now);
    } else if (error instanceof AppError && error.statusCode < 500) {
      // The password was right (a second factor is missing or wrong, or the account is
      // deactivated): not a guess, so it is not left counted.
      await clearAfterRightPassword(ctx.db, key, device, now);
    }
    throw error;
  }
  await clearAfterRightPassword(ctx.db, key, device, now);
  rememberDevice(ctx, request, reply, scope, email);
  return result;
}

/**
 * A known device's right password clears that device's count, and the account's unless the
 * account is locked: a lock that others' guesses caused holds for everyone else until it ends.
 */
async function clearAfterRightPassword(db: Db, key: string, device: string | undefined, now: Date): Promise<void> {
  if (!device) {
    await db.deleteFrom('sign_in_failures').where('account_key', '=', key).execute();
    return;
  }
  await db.deleteFrom('sign_in_failures').where('account_key', '=', device).execute();
  await db
    .deleteFrom('sign_in_failures')
    .where('account_key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .execute();
}
