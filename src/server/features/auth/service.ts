import type { AppContext } from '../../context';
import type { User } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, forbidden, unauthorized } from '../../http/errors';
import { messages } from '../../../shared/messages';
import type { ChangePasswordBody, SignInBody, SignUpBody } from '../../../shared/auth';
import { insertMusician } from '../musicians/public';
import { queueWelcomeEmail } from '../../email/account-emails';
import { removeStoredPhoto } from '../musicians/public';
import { getPlatformSettings } from '../platform/public';
import { hashPassword, verifyPassword } from './passwords';
import { channels } from '../../realtime/event-bus';
import { endUserSessions } from './end-sessions';
import { deleteUserAndTraces, findUserByEmail, findUserById, setUserActiveFlag, updatePasswordHash } from './queries';
import { refuseDeletionWithMoneyInFlight } from '../earnings/payouts-service';

/** Creates a musician on the platform's trial, or 409 when the e-mail is taken. */
export async function signUp(ctx: AppContext, input: SignUpBody): Promise<User> {
  const settings = await getPlatformSettings(ctx.db);
  if (!settings.user_registration_enabled || !settings.musician_signup_enabled) {
    throw forbidden(messages.auth.signupsDisabled);
  }
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(messages.auth.emailTaken);
  const passwordHash = await hashPassword(input.password, ctx.passwordHashing);
  try {
    const created = await ctx.db.transaction().execute(async (trx) => {
      const musician = await insertMusician(trx, {
        email: input.email,
        passwordHash,
        stageName: input.stageName,
        trialDays: settings.trial_period_days,
        now: ctx.clock.now(),
      });
      await queueWelcomeEmail(trx, ctx, {
        email: input.email,
        stageName: input.stageName,
        userId: musician.user.id,
        musicianId: musician.profileId,
        trialDays: settings.trial_period_days,
      });
      return musician;
    });
    return created.user;
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the database's UNIQUE decides.
    if (isUniqueViolation(error)) throw conflict(messages.auth.emailTaken);
    throw error;
  }
}

/** The same answer for an unknown e-mail and a wrong password, so neither can be probed. */
export async function signIn(ctx: AppContext, input: SignInBody): Promise<User> {
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  // Administrators sign in at /admin only: their credentials open no musician session here, and
  // the answer is the same as a wrong password so this form cannot tell who is an admin.
  if (!user || !valid || user.user_type === 'admin') throw unauthorized(messages.auth.invalidCredentials);
  if (user.is_active !== 1) throw forbidden(messages.auth.accountDeactivated);
  return user;
}

export async function adminSignIn(ctx: AppContext, input: SignInBody): Promise<User> {
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid || user.user_type !== 'admin' || user.is_active !== 1) {
    throw unauthorized(messages.admin.invalidCredentials);
  }
  return user;
}

/** Changes the password and signs the account out of every other device. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  currentSessionId: number,
  input: ChangePasswordBody,
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  if (!user.password_hash) throw new AppError(400, messages.password.noPasswordSet);
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError(400, messages.password.currentWrong);
  }
  const passwordHash = await hashPassword(input.new_password, ctx.passwordHashing);
  await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    await updatePasswordHash(trx, userId, passwordHash, ctx.clock.now().toISOString());
    await endUserSessions(ctx, trx, emit, userId, currentSessionId);
  });
}

/** Removes the account, every personal row (deleteUserAndTraces) and the stored photo files. */
export async function deleteAccount(ctx: AppContext, userId: number): Promise<void> {
  await refuseDeletionWithMoneyInFlight(ctx.db, userId);
  const deleted = await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    await endUserSessions(ctx, trx, emit, userId);
    return deleteUserAndTraces(trx, userId);
  });
  if (deleted) await removeStoredPhoto(ctx.config.mediaDir, deleted.photoUrl);
}

/**
 * Deactivates or reactivates an account (the admin's Users tab). A deactivated user is signed out
 * everywhere at once: their sign-ins are revoked and their open streams end on every instance.
 */
export async function setUserActive(ctx: AppContext, userId: number, isActive: boolean): Promise<void> {
  await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    await setUserActiveFlag(trx, userId, isActive, ctx.clock.now().toISOString());
    if (!isActive) await endUserSessions(ctx, trx, emit, userId);
  });
}

/** ADMIN_EMAIL/ADMIN_PASSWORD at start and `npm run admin:create` both land here. */
export async function upsertAdmin(ctx: Pick<AppContext, 'db' | 'passwordHashing'>, email: string, password: string) {
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password, ctx.passwordHashing);
  const now = new Date().toISOString();
  const existing = await findUserByEmail(ctx.db, normalised);
  if (existing) {
    await ctx.db
      .updateTable('users')
      .set({ password_hash: passwordHash, user_type: 'admin', is_active: 1, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, created: false };
  }
  const row = await ctx.db
    .insertInto('users')
    .values({
      email: normalised,
      password_hash: passwordHash,
      user_type: 'admin',
      name: 'Administrator',
      google_subject: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}
