import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { User } from '../../db/types';
import { adminMessages } from '../../../shared/admin/messages';
import { AppError, badRequest, notFound, tooManyRequests } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { passwordResetMessages as m, type ResetPasswordBody } from '../../../shared/auth/password-reset';
import { queuePasswordResetEmail } from './emails/account';
import { endUserSessions } from './end-sessions';
import { clearSignInFailures } from './sign-in-guard';
import { hashPassword } from './passwords';
import { findUserByEmail, findUserById, updatePasswordHash } from './queries';
import {
  consumePasswordReset,
  countRecentResets,
  insertPasswordReset,
  spendOtherResets,
} from './password-reset-queries';

/** A link works this long (one hour). */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** At most this many links to one account per hour, whoever asks (docs/decisions/020). */
export const RESETS_PER_ACCOUNT_PER_HOUR = 3;

/**
 * Keyed with the server secret: a leaked table can neither be replayed nor brute-forced offline
 * without the secret as well (the token itself is 256 random bits).
 */
export const resetTokenHash = (secret: string, token: string): string =>
  createHmac('sha256', secret).update(`password-reset:${token}`).digest('base64url');

type Outcome = 'sent' | 'limited';

async function sendResetLink(
  ctx: AppContext,
  user: User,
  requestedBy: number | null,
  alsoInTransaction?: (trx: Db, at: string) => Promise<void>,
): Promise<Outcome> {
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  return ctx.bus.transaction([channels.passwordResets(user.id)], async (trx) => {
    const since = new Date(now.getTime() - 60 * 60_000).toISOString();
    if ((await countRecentResets(trx, user.id, since)) >= RESETS_PER_ACCOUNT_PER_HOUR) return 'limited';
    await insertPasswordReset(trx, {
      userId: user.id,
      tokenHash: resetTokenHash(ctx.secret, token),
      requestedBy,
      at: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
    });
    await queuePasswordResetEmail(
      trx,
      ctx,
      { email: user.email, name: user.name, userId: user.id },
      token,
      requestedBy !== null,
    );
    await alsoInTransaction?.(trx, now.toISOString());
    return 'sent';
  });
}

/**
 * "Forgot password?": the caller always hears the same thing, whether the address has an account,
 * is deactivated, or has had its hourly links already; only a real, active account gets an e-mail.
 * Admins use the same form (their link leads back to /admin once used).
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.is_active !== 1) return;
  await sendResetLink(ctx, user, null);
}

/**
 * The back office's "Send a reset link". `audit` runs in the link's transaction, so the record and
 * the e-mail commit together; 429 when the account already had its hourly links.
 */
export async function sendResetLinkAsAdmin(
  ctx: AppContext,
  userId: number,
  adminId: number,
  audit: (trx: Db, at: string) => Promise<void>,
): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound(adminMessages.userNotFound);
  if (user.is_active !== 1) throw badRequest(m.accountDeactivated, 'account_deactivated');
  if ((await sendResetLink(ctx, user, adminId, audit)) === 'limited') throw tooManyRequests(m.tooManyForAccount);
  return user;
}

/**
 * Sets the new password and ends every sign-in of the account, in one transaction with spending
 * the link: a link is used once, and a password set through it leaves no old session alive.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordBody,
): Promise<{ userType: User['user_type'] }> {
  // Hashing is slow on purpose: done before the transaction, so no lock waits on it.
  const passwordHash = await hashPassword(input.new_password, ctx.passwordHashing);
  const tokenHash = resetTokenHash(ctx.secret, input.token);
  const userId = await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    const at = ctx.clock.now().toISOString();
    const owner = await consumePasswordReset(trx, tokenHash, at);
    if (owner === undefined) return undefined;
    await updatePasswordHash(trx, owner, passwordHash, at);
    await spendOtherResets(trx, owner, at);
    await endUserSessions(ctx, trx, emit, owner);
    return owner;
  });
  if (userId === undefined) throw new AppError(400, m.tokenInvalid, 'reset_link_invalid');
  const user = await findUserById(ctx.db, userId);
  // The new password ends a lock that guessing put on the account (sign-in-guard.ts).
  if (user) await clearSignInFailures(ctx, user.email);
  return { userType: user?.user_type ?? 'musician' };
}
