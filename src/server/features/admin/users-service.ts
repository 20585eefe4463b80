import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/errors';
import { channels } from '../../realtime/event-bus';
import { adminMessages as m } from '../../../shared/admin/messages';
import type { AdminUserDetail, createUserBody } from '../../../shared/admin/users';
import { TRIAL_DAYS } from '../../../shared/constants';
import { endUserSessions, hashPassword } from '../auth/public';
import { eraseAccount } from '../auth/service';
import { currentLiveSession, endLiveSession } from '../live/service';
import { insertMusician } from '../musicians/public';
import { getPlatformSettings } from '../platform/public';
import { findSubscription } from '../subscriptions/public';
import { changeWithAudit, recordAudit, type AuditActor } from './audit';
import { findUser } from './users-queries';
import { findUserDetail } from './user-detail-queries';
import { handOverActsOf } from '../acts/public';

async function existingUser(ctx: AppContext, id: number) {
  const user = await findUser(ctx.db, id);
  if (!user) throw notFound(m.userNotFound);
  return user;
}

/**
 * Spec 2: activate or deactivate an account. A deactivated user's sign-ins end at once on every
 * instance (their open streams close with them) and a live show of theirs ends; sign-in is
 * refused while inactive (auth service).
 */
export async function toggleUserStatus(ctx: AppContext, actor: AuditActor & { id: number }, userId: number) {
  if (userId === actor.id) throw badRequest(m.notYourself);
  const user = await existingUser(ctx, userId);
  const isActive = user.is_active === 1 ? 0 : 1;
  const at = ctx.clock.now().toISOString();
  await ctx.bus.transaction([channels.authSessions], async (trx, emit) => {
    const changed = await trx
      .updateTable('users')
      .set({ is_active: isActive, updated_at: at })
      .where('id', '=', userId)
      .where('is_active', '=', user.is_active)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw conflict(m.updateUserFailed);
    if (!isActive) await endUserSessions(ctx, trx, emit, userId);
    // Their bands go on without them (decision 035): a solo act waits for them, dark.
    const acts = isActive ? [] : await handOverActsOf(trx, emit, userId, 'deactivated', at);
    await recordAudit(
      trx,
      actor,
      {
        action: isActive ? 'user.activated' : 'user.deactivated',
        target: { type: 'user', id: userId },
        before: { is_active: user.is_active === 1 },
        after: { is_active: isActive === 1, ...(acts.length > 0 ? { acts } : {}) },
      },
      at,
    );
  });
  if (!isActive && user.profile_id) {
    const live = await currentLiveSession(ctx, user.profile_id);
    if (live) await endLiveSession(ctx, user.profile_id, live.id, 'admin').catch(() => undefined);
  }
  return { is_active: isActive === 1 };
}

export async function deleteUser(ctx: AppContext, actor: AuditActor & { id: number }, userId: number): Promise<void> {
  if (userId === actor.id) throw badRequest(m.notYourself);
  const user = await existingUser(ctx, userId);
  if (user.profile_id) {
    const live = await currentLiveSession(ctx, user.profile_id);
    if (live) await endLiveSession(ctx, user.profile_id, live.id, 'admin').catch(() => undefined);
  }
  const at = ctx.clock.now().toISOString();
  // The same deletion as the musician's own (decision 022): money records stay anonymised, so the
  // audit record names the account by id and type only.
  const deleted = await eraseAccount(ctx, userId, (trx) =>
    recordAudit(
      trx,
      actor,
      { action: 'user.deleted', target: { type: 'user', id: userId }, before: { user_type: user.user_type } },
      at,
    ),
  );
  if (!deleted) throw notFound(m.userNotFound);
}

async function musicianSubscription(ctx: AppContext, userId: number) {
  const user = await existingUser(ctx, userId);
  if (user.user_type !== 'musician' || !user.profile_id) throw badRequest(m.onlyMusicians);
  const sub = await findSubscription(ctx.db, user.profile_id);
  if (!sub) throw notFound(m.subscriptionNotFound);
  return sub;
}

/** Lifetime complimentary access (spec 2 §4). A paid plan at the provider stops billing first. */
export async function grantFreeSubscription(ctx: AppContext, actor: AuditActor, userId: number): Promise<void> {
  const sub = await musicianSubscription(ctx, userId);
  if (sub.status === 'free') throw conflict(m.alreadyFree);
  if (sub.provider_subscription_id && sub.status !== 'cancelled' && sub.status !== 'inactive') {
    await ctx.billing.cancelNow(sub);
  }
  await changeWithAudit(
    ctx,
    actor,
    async (trx, at) => {
      const moved = await trx
        .updateTable('subscriptions')
        .set({
          status: 'free',
          trial_ends_at: null,
          next_billing_date: null,
          cancel_at_period_end: 0,
          amount: 0,
          updated_at: at,
        })
        .where('id', '=', sub.id)
        .where('status', '=', sub.status)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) throw conflict(m.grantFailed);
    },
    () => ({
      action: 'subscription.granted_free',
      target: { type: 'user', id: userId },
      before: { status: sub.status },
      after: { status: 'free' },
    }),
  );
}

/** Spec 2 §4: revoking lifetime free access starts a 14-day trial. */
export async function revokeFreeSubscription(ctx: AppContext, actor: AuditActor, userId: number): Promise<void> {
  const sub = await musicianSubscription(ctx, userId);
  if (sub.status !== 'free') throw conflict(m.notFree);
  const trialEndsAt = new Date(ctx.clock.now().getTime() + TRIAL_DAYS * 86_400_000).toISOString();
  await changeWithAudit(
    ctx,
    actor,
    async (trx, at) => {
      const moved = await trx
        .updateTable('subscriptions')
        .set({ status: 'trial', trial_ends_at: trialEndsAt, renewal_attempts: 0, updated_at: at })
        .where('id', '=', sub.id)
        .where('status', '=', 'free')
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) throw conflict(m.revokeFailed);
    },
    () => ({
      action: 'subscription.revoked_free',
      target: { type: 'user', id: userId },
      before: { status: 'free' },
      after: { status: 'trial', trial_ends_at: trialEndsAt },
    }),
  );
}

/**
 * Spec 2 'Add User'. Accounts made here have no password anyone knows: a one-time password is
 * generated and shown to the admin once, to hand over (the account can change it in Settings). An
 * admin made here must choose their own before the back office opens: the creating admin saw it.
 */
export async function createUser(
  ctx: AppContext,
  actor: AuditActor,
  input: ReturnType<typeof createUserBody.parse>,
): Promise<{ id: number; message: string; temporary_password: string }> {
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password, ctx.passwordHashing);
  const at = ctx.clock.now().toISOString();
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      let userId: number;
      if (input.user_type === 'musician') {
        const profile = input.musician_profile!;
        const settings = await getPlatformSettings(trx);
        const created = await insertMusician(trx, {
          email: input.email,
          passwordHash,
          stageName: profile.stage_name,
          trialDays: settings.trial_period_days,
          profile: {
            bio: profile.bio,
            instagram_handle: profile.instagram_handle,
            website_url: profile.website_url,
            profile_photo_url: profile.profile_photo_url,
            music_styles: profile.music_styles,
            favorite_singers: profile.favorite_singers,
          },
          now: ctx.clock.now(),
        });
        userId = created.user.id;
      } else {
        const row = await trx
          .insertInto('users')
          .values({
            email: input.email,
            password_hash: passwordHash,
            user_type: input.user_type,
            name: input.user_type === 'admin' ? 'Administrator' : null,
            google_subject: null,
            must_change_password: input.user_type === 'admin' ? 1 : 0,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        userId = row.id;
      }
      await recordAudit(
        trx,
        actor,
        {
          action: 'user.created',
          target: { type: 'user', id: userId },
          after: { email: input.email, user_type: input.user_type },
        },
        at,
      );
      return userId;
    });
    return { id, message: `User ${input.email} created`, temporary_password: password };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(m.emailTaken, 'email_taken');
    throw error;
  }
}

/** One user's page (profile, shows, tips, refunds, withdrawals, plan payments, ledger). */
export async function userDetail(ctx: AppContext, userId: number): Promise<AdminUserDetail> {
  const detail = await findUserDetail(ctx.db, userId);
  if (!detail) throw notFound(m.userNotFound);
  return detail;
}
