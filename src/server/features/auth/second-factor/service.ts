import type { AppContext } from '../../../context';
import { queueSecurityNotice } from '../emails/security';
import type { User } from '../../../db/types';
import { AppError, conflict } from '../../../http/errors';
import type { Signedin } from '../../../http/auth-guard';
import {
  CODE_ATTEMPTS,
  secondFactorMessages as m,
  STEP_UP_MS,
  type SecondFactorStatus,
  type StepUpBody,
} from '../../../../shared/auth/second-factor';
import { messages } from '../../../../shared/user-messages';
import type { ErrorCode } from '../../../../shared/error-codes';
import { verifyPassword } from '../passwords';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { openSecret, sealSecret } from './secret-box';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import {
  clearCodeAttempts,
  countCodeAttempt,
  countUnusedRecoveryCodes,
  deleteTotp,
  findTotp,
  hasAnySecondFactor,
  listPasskeys,
  markSteppedUp,
  replaceRecoveryCodes,
  saveUnconfirmedTotp,
  spendRecoveryCode,
  spendTotpStep,
  writeSecurityEvent,
} from './queries';

type Account = Pick<User, 'id' | 'email' | 'user_type'>;

export const hasSecondFactor = (ctx: Pick<AppContext, 'db'>, userId: number) => hasAnySecondFactor(ctx.db, userId);

const codeError = (status: number, message: string, code: ErrorCode) => new AppError(status, message, code);

/**
 * Codes are limited per account (not per address): five tries in fifteen minutes, then 429 until
 * the window ends, whichever address or device they come from. The try is counted before the
 * code is checked, in one statement, so many concurrent guesses cannot all slip under the limit;
 * a right code clears the count.
 */
async function claimCodeAttempt(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.clock.now();
  const windowStart = new Date(now.getTime() - CODE_ATTEMPTS.windowMs).toISOString();
  if ((await countCodeAttempt(ctx.db, userId, now.toISOString(), windowStart)) > CODE_ATTEMPTS.max) {
    throw codeError(429, m.tooManyCodes, 'too_many_codes');
  }
}

/** 401 at sign-in (no session yet); 400 on a signed-in step-up or setup, which a 401 would read as signed out. */
const wrongCode = (status: 400 | 401 = 401): never => {
  throw codeError(status, m.codeWrong, 'second_factor_wrong');
};

/**
 * Checks a code typed for the account: an authenticator code of a step not used before, or an
 * unused recovery code (spent by this call). Wrong or replayed: 401 and one more wrong code.
 */
export async function verifySecondFactorCode(
  ctx: AppContext,
  account: Account,
  typed: string,
  wrongStatus: 400 | 401 = 401,
): Promise<void> {
  await claimCodeAttempt(ctx, account.id);
  const now = ctx.clock.now();
  if (looksLikeRecoveryCode(typed)) {
    if (!(await spendRecoveryCode(ctx.db, account.id, hashRecoveryCode(ctx.secret, typed), now.toISOString()))) {
      wrongCode(wrongStatus);
    }
    await writeSecurityEvent(ctx.db, account, 'second_factor.recovery_code_used', now.toISOString());
  } else {
    const totp = await findTotp(ctx.db, account.id);
    const secret = totp?.confirmed_at ? openSecret(ctx.secret, totp.secret_encrypted) : undefined;
    const step = secret ? matchingStep(secret, typed, now) : undefined;
    if (step === undefined || !(await spendTotpStep(ctx.db, account.id, step, undefined))) wrongCode(wrongStatus);
  }
  await clearCodeAttempts(ctx.db, account.id);
}

/**
 * The password was right; an account with a second factor also needs its code. Without one the
 * answer says so (401 `second_factor_required`), which the sign-in forms turn into a code field.
 */
export async function requireSecondFactorAtSignIn(
  ctx: AppContext,
  account: Account,
  code: string | undefined,
): Promise<'password' | 'second_factor'> {
  if (!(await hasAnySecondFactor(ctx.db, account.id))) return 'password';
  if (!code) throw codeError(401, m.codeRequired, 'second_factor_required');
  await verifySecondFactorCode(ctx, account, code);
  return 'second_factor';
}

export async function secondFactorStatusOf(ctx: AppContext, session: Signedin): Promise<SecondFactorStatus> {
  const userId = session.user.id;
  const [totp, passkeys, recoveryLeft] = await Promise.all([
    findTotp(ctx.db, userId),
    listPasskeys(ctx.db, userId),
    countUnusedRecoveryCodes(ctx.db, userId),
  ]);
  return {
    totp_enabled: Boolean(totp?.confirmed_at),
    recovery_codes_left: recoveryLeft,
    passkeys: passkeys.map(({ id, name, created_at, last_used_at }) => ({ id, name, created_at, last_used_at })),
    is_required: session.user.user_type === 'admin',
    stepped_up_until: steppedUpUntil(ctx, session, Boolean(totp?.confirmed_at) || passkeys.length > 0),
  };
}

function steppedUpUntil(ctx: AppContext, session: Signedin, hasFactor: boolean): string | null {
  if (!session.steppedUpAt) return null;
  if (hasFactor && session.steppedUpWith !== 'second_factor') return null;
  const until = Date.parse(session.steppedUpAt) + STEP_UP_MS;
  return until > ctx.clock.now().getTime() ? new Date(until).toISOString() : null;
}

/**
 * Payout details, account deletion and removing a factor need a step-up on this sign-in within
 * the last five minutes: a second factor where one is set up, else the password.
 */
export async function requireFreshStepUp(ctx: AppContext, session: Signedin): Promise<void> {
  const hasFactor = await hasAnySecondFactor(ctx.db, session.user.id);
  if (steppedUpUntil(ctx, session, hasFactor)) return;
  // The client learns which proof to ask for from GET …/second-factor.
  throw new AppError(403, m.stepUpRequired, 'step_up_required');
}

/** POST …/step-up: proves it is still the account's owner at the keyboard. */
export async function stepUp(ctx: AppContext, session: Signedin, body: StepUpBody): Promise<string> {
  const now = ctx.clock.now();
  const hasFactor = await hasAnySecondFactor(ctx.db, session.user.id);
  let withWhat: 'password' | 'second_factor';
  if (hasFactor) {
    if (!body.code) throw codeError(400, m.codeRequired, 'second_factor_required');
    await verifySecondFactorCode(ctx, session.user, body.code, 400);
    withWhat = 'second_factor';
  } else {
    if (!session.user.password_hash) throw new AppError(400, messages.account.setPasswordFirst, 'password_not_set');
    if (!body.password) throw new AppError(400, messages.account.passwordRequired, 'password_required');
    if (!(await verifyPassword(session.user.password_hash, body.password))) {
      throw new AppError(400, m.passwordWrong, 'password_wrong');
    }
    withWhat = 'password';
  }
  await markSteppedUp(ctx.db, session.sessionId, now.toISOString(), withWhat);
  await writeSecurityEvent(ctx.db, session.user, 'second_factor.stepped_up', now.toISOString(), { with: withWhat });
  return new Date(now.getTime() + STEP_UP_MS).toISOString();
}

/** A new secret to scan; it counts only once confirmed with a first code. */
export async function startTotpSetup(ctx: AppContext, account: Account) {
  const secret = newTotpSecret();
  const saved = await saveUnconfirmedTotp(
    ctx.db,
    account.id,
    sealSecret(ctx.secret, secret),
    ctx.clock.now().toISOString(),
  );
  if (!saved) throw conflict(m.alreadyEnabled, 'second_factor_already_on');
  return { secret, otpauth_url: otpauthUrl(secret, account.email) };
}

/** The first code proves the app has the secret; ten recovery codes are made and shown once. */
export async function confirmTotp(ctx: AppContext, account: Account, code: string): Promise<string[]> {
  await claimCodeAttempt(ctx, account.id);
  const now = ctx.clock.now();
  const totp = await findTotp(ctx.db, account.id);
  if (!totp) throw new AppError(400, m.setupFirst, 'second_factor_not_set_up');
  if (totp.confirmed_at) throw conflict(m.alreadyEnabled, 'second_factor_already_on');
  const secret = openSecret(ctx.secret, totp.secret_encrypted);
  const step = secret ? matchingStep(secret, code, now) : undefined;
  if (step === undefined) return wrongCode(400);
  const codes = newRecoveryCodes();
  const confirmed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendTotpStep(trx, account.id, step, now.toISOString()))) return false;
    await replaceRecoveryCodes(
      trx,
      account.id,
      codes.map((c) => hashRecoveryCode(ctx.secret, c)),
      now.toISOString(),
    );
    await writeSecurityEvent(trx, account, 'second_factor.totp_enabled', now.toISOString());
    await queueSecurityNotice(trx, ctx, account, 'totp_added');
    return true;
  });
  if (!confirmed) throw conflict(m.alreadyEnabled, 'second_factor_already_on');
  await clearCodeAttempts(ctx.db, account.id);
  return codes;
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(ctx: AppContext, session: Signedin): Promise<string[]> {
  await requireFreshStepUp(ctx, session);
  if (!(await hasAnySecondFactor(ctx.db, session.user.id)))
    throw new AppError(400, m.setupFirst, 'second_factor_not_set_up');
  const codes = newRecoveryCodes();
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await replaceRecoveryCodes(
      trx,
      session.user.id,
      codes.map((c) => hashRecoveryCode(ctx.secret, c)),
      at,
    );
    await writeSecurityEvent(trx, session.user, 'second_factor.recovery_codes_renewed', at);
  });
  return codes;
}

/** Turning codes off needs a fresh step-up; an admin keeps at least one factor. */
export async function disableTotp(ctx: AppContext, session: Signedin): Promise<void> {
  await requireFreshStepUp(ctx, session);
  const userId = session.user.id;
  const passkeys = await listPasskeys(ctx.db, userId);
  if (session.user.user_type === 'admin' && passkeys.length === 0)
    throw conflict(m.lastFactorForAdmin, 'last_second_factor');
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const removed = await deleteTotp(trx, userId);
    if (removed.numDeletedRows === 0n) throw new AppError(400, m.setupFirst, 'second_factor_not_set_up');
    if (passkeys.length === 0) await replaceRecoveryCodes(trx, userId, [], at);
    await writeSecurityEvent(trx, session.user, 'second_factor.totp_disabled', at);
    await queueSecurityNotice(trx, ctx, session.user, 'totp_removed');
  });
}

/** The admin's reset of a musician who lost every factor (audited): codes, recovery codes and passkeys go. */
export async function resetSecondFactor(
  // Without config: `npm run admin:create`, run on the server by the admin it resets, mails no one.
  ctx: Pick<AppContext, 'db' | 'clock'> & Partial<Pick<AppContext, 'config'>>,
  admin: { id: number; email: string | null },
  userId: number,
): Promise<void> {
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'user_type'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new AppError(404, messages.http.notFound);
    await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
    await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
    await replaceRecoveryCodes(trx, userId, [], at);
    await trx.deleteFrom('second_factor_failures').where('user_id', '=', userId).execute();
    await writeSecurityEvent(trx, user, 'second_factor.reset_by_admin', at, undefined, admin);
    if (ctx.config)
      await queueSecurityNotice(trx, { ...ctx, config: ctx.config }, user, 'second_factor_reset_by_admin');
  });
}
