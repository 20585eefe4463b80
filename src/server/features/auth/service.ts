import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { User } from '../../db/types';
import { queueAccountDeletedEmail } from './emails/security';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, forbidden, unauthorized } from '../../http/errors';
import { messages } from '../../../shared/user-messages';
import type {
  AccountAtStake,
  ChangePasswordBody,
  DeleteAccountBody,
  SignInBody,
  SignUpBody,
} from '../../../shared/auth';
import { insertMusician, insertPerson } from '../musicians/public';
import { joinAtSignUp } from '../acts/invitations-service';
import { queueWelcomeEmail } from './emails/account';
import { removeStoredPhoto } from '../musicians/public';
import { getPlatformSettings } from '../platform/public';
import { hashPassword, verifyPassword } from './passwords';
import { channels } from '../../realtime/event-bus';
import { endUserSessions } from './end-sessions';
import {
  anonymiseAccount,
  findProfileSummary,
  findUserByEmail,
  findUserById,
  setUserActiveFlag,
  updatePasswordHash,
} from './queries';
import { earningsOf } from '../earnings/public';
import { findSubscription, moveSubscription } from '../subscriptions/public';
import { effectiveStatus } from '../subscriptions/access';
import { refuseDeletionWithMoneyInFlight } from '../earnings/payouts-service';
import { handOverActsOf } from '../acts/public';
import { requireSecondFactorAtSignIn } from './second-factor/service';

/** Creates a musician on the platform's trial, or 409 when the e-mail is taken. */
export async function signUp(ctx: AppContext, input: SignUpBody): Promise<User> {
  const settings = await getPlatformSettings(ctx.db);
  if (!settings.user_registration_enabled || !settings.musician_signup_enabled) {
    throw forbidden(messages.auth.signupsDisabled, 'signups_disabled');
  }
  if (await findUserByEmail(ctx.db, input.email)) throw conflict(messages.auth.emailTaken, 'email_taken');
  const passwordHash = await hashPassword(input.password, ctx.passwordHashing);
  if (input.invitationToken !== undefined) return signUpFromInvitation(ctx, input, input.invitationToken, passwordHash);
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
    if (isUniqueViolation(error)) throw conflict(messages.auth.emailTaken, 'email_taken');
    throw error;
  }
}

/**
 * An invitee's sign-up (docs/decisions/035 "Subscriptions"): a person with no act of their own,
 * so no trial and no plan to pay, who joins the inviting act in the same transaction. The
 * invitation must be valid and sent to this address, or nothing is created.
 */
async function signUpFromInvitation(
  ctx: AppContext,
  input: SignUpBody,
  token: string,
  passwordHash: string,
): Promise<User> {
  const at = ctx.clock.now().toISOString();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const user = await insertPerson(trx, { email: input.email, passwordHash, name: input.stageName, at });
      await joinAtSignUp(trx, ctx, { userId: user.id, email: input.email }, token, at);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.auth.emailTaken, 'email_taken');
    throw error;
  }
}

export interface SignedInUser {
  user: User;
  /** How the sign-in was proven: it counts as this sign-in's first step-up. */
  provenWith: 'password' | 'second_factor';
}

/**
 * The same answer for an unknown e-mail and a wrong password, so neither can be probed; then the
 * second factor, where the account has one.
 */
export async function signIn(ctx: AppContext, input: SignInBody): Promise<SignedInUser> {
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  // Administrators sign in at /admin only: their credentials open no musician session here, and
  // the answer is the same as a wrong password so this form cannot tell who is an admin.
  if (!user || !valid || user.user_type === 'admin')
    throw unauthorized(messages.auth.invalidCredentials, 'invalid_credentials');
  if (user.is_active !== 1) throw forbidden(messages.auth.accountDeactivated, 'account_deactivated');
  return { user, provenWith: await requireSecondFactorAtSignIn(ctx, user, input.code) };
}

export async function adminSignIn(ctx: AppContext, input: SignInBody): Promise<SignedInUser> {
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !valid || user.user_type !== 'admin' || user.is_active !== 1) {
    throw unauthorized(messages.admin.invalidCredentials, 'invalid_credentials');
  }
  return { user, provenWith: await requireSecondFactorAtSignIn(ctx, user, input.code) };
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
  if (!user.password_hash) throw new AppError(400, messages.password.noPasswordSet, 'password_not_set');
  if (!(await verifyPassword(user.password_hash, input.current_password))) {
    throw new AppError(400, messages.password.currentWrong, 'password_wrong');
  }
  const passwordHash = await hashPassword(input.new_password, ctx.passwordHashing);
  await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    await updatePasswordHash(trx, userId, passwordHash, ctx.clock.now().toISOString());
    await endUserSessions(ctx, trx, emit, userId, currentSessionId);
  });
}

/** What deleting the account leaves behind (GET /api/users/delete-account), shown before the confirmation. */
export async function accountAtStakeOf(ctx: AppContext, userId: number): Promise<AccountAtStake> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw unauthorized();
  const profile = await findProfileSummary(ctx.db, userId);
  const none = { available_balance: 0, pending_withdrawals: { count: 0, amount: 0 }, active_plan: null };
  if (!profile) return { ...none, has_password: user.password_hash !== null };
  const [earnings, pending, sub] = await Promise.all([
    // The person's own balance in the act they created (decision 035: money is a member's).
    earningsOf(ctx.db, profile.id, userId),
    ctx.db
      .selectFrom('withdrawals')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount_requested').as('amount')])
      .where('member_user_id', '=', userId)
      .where('stage', 'in', ['requested', 'approved', 'sent'])
      .executeTakeFirstOrThrow(),
    findSubscription(ctx.db, profile.id),
  ]);
  const status = sub ? effectiveStatus(sub, ctx.clock.now()) : null;
  return {
    available_balance: earnings.available_for_withdrawal,
    pending_withdrawals: { count: Number(pending.count), amount: Number(pending.amount ?? 0) },
    active_plan:
      sub && (status === 'active' || status === 'cancelling' || (status === 'trial' && sub.has_payment_method === 1))
        ? { status: status, plan: sub.plan, amount: sub.amount }
        : null,
    has_password: user.password_hash !== null,
  };
}

/**
 * The musician deletes their own account: the password first (a Google-only account sets one
 * first), then eraseAccount. Of many concurrent calls one deletes; the rest answer 401, as any
 * request of the ended session does.
 */
export async function deleteAccount(ctx: AppContext, userId: number, input: DeleteAccountBody): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted_at) throw unauthorized();
  if (!user.password_hash) throw new AppError(400, messages.account.setPasswordFirst, 'password_not_set');
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError(400, messages.account.passwordWrong, 'password_wrong');
  }
  if (!(await eraseAccount(ctx, userId))) throw unauthorized();
}

/**
 * Deletes an account (decision 022), for the musician and the admin alike: refused while a
 * withdrawal is on its way; a paying plan stops billing at the provider first (outside any
 * transaction); then in one transaction, under the musician's earnings lock so no withdrawal
 * starts meanwhile, the sessions end, the personal rows go and the money records stay anonymised
 * (anonymiseAccount). `alsoInTransaction` runs inside it (the admin's audit record). False when
 * another call deleted the account first.
 */
export async function eraseAccount(
  ctx: AppContext,
  userId: number,
  alsoInTransaction?: (trx: Db) => Promise<void>,
): Promise<boolean> {
  const profile = await findProfileSummary(ctx.db, userId);
  const formerEmail = (await findUserById(ctx.db, userId))?.email;
  await refuseDeletionWithMoneyInFlight(ctx.db, userId);
  const sub = profile ? await findSubscription(ctx.db, profile.id) : undefined;
  // A paying plan stops billing first: the deleted account is never charged again.
  if (sub && effectiveStatus(sub, ctx.clock.now()) === 'active') await ctx.billing.setCancelAtPeriodEnd(sub, true);
  const at = ctx.clock.now().toISOString();
  const locks = profile ? [channels.authSessions, channels.musicianEarnings(profile.id)] : [channels.authSessions];
  const deleted = await ctx.bus
    .transaction(locks, async (trx, emit) => {
      await refuseDeletionWithMoneyInFlight(trx, userId);
      // Each act goes on without them first (handed over, or deactivated with nobody left), so the
      // act they created is erased below only when nobody else is in it (decision 035).
      const acts = await handOverActsOf(trx, emit, userId, 'deleted', at);
      const done = await anonymiseAccount(trx, userId, at);
      // Deleted meanwhile by another call: nothing of this one stays.
      if (!done && acts.length > 0) throw new AlreadyDeleted();
      if (!done) return undefined;
      // After anonymiseAccount, which removes the account's mail: this one is its last.
      if (formerEmail) await queueAccountDeletedEmail(trx, ctx, formerEmail);
      await endUserSessions(ctx, trx, emit, userId);
      if (sub) {
        await moveSubscription(trx, sub.id, ['trial', 'active', 'cancelling'], {
          status: 'cancelled',
          cancel_at_period_end: 1,
          cancelled_at: at,
          next_billing_date: null,
          updated_at: at,
        });
      }
      await alsoInTransaction?.(trx);
      return done;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyDeleted) return undefined;
      throw error;
    });
  if (!deleted) return false;
  await removeStoredPhoto(ctx.config.mediaDir, deleted.photoUrl);
  return true;
}

/** Another call deleted the account while this one was handing its acts over: roll this one back. */
class AlreadyDeleted extends Error {}

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
      .set({ password_hash: passwordHash, user_type: 'admin', is_active: 1, must_change_password: 0, updated_at: now })
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
