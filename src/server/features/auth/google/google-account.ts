import { queueWelcomeEmail } from '../emails/account';
import type { AppContext } from '../../../context';
import type { User } from '../../../db/types';
import { isUniqueViolation } from '../../../db/unique-violation';
import { conflict, forbidden } from '../../../http/errors';
import { googleMessages } from '../../../../shared/auth/google-messages';
import { messages } from '../../../../shared/user-messages';
import { insertMusician } from '../../musicians/public';
import { getPlatformSettings } from '../../platform/public';
import { findUserByEmail } from '../queries';
import type { VerifiedIdentity } from './oidc-client';
import { findUserByGoogleSubject, linkGoogleSubject } from './queries';

/** Same limit as the e-mail sign-up form's stage name. */
const STAGE_NAME_MAX = 80;

/**
 * The account a verified Google identity signs in to: the one already linked to it; else the
 * account with its e-mail address, which gets linked; else a new musician on the platform's trial.
 */
export async function findOrCreateGoogleUser(ctx: AppContext, identity: VerifiedIdentity): Promise<User> {
  const linked = await findUserByGoogleSubject(ctx.db, identity.subject);
  if (linked) return ensureActive(linked);

  // An unverified address proves nothing: linking on it would hand over someone else's account,
  // and storing it would squat an address its owner could then not sign up with.
  const email = identity.email?.trim().toLowerCase();
  if (!email || !identity.emailVerified) throw forbidden(googleMessages.emailNotVerified);

  const existing = await findUserByEmail(ctx.db, email);
  if (existing) return linkExisting(ctx, ensureActive(existing), identity.subject);
  return createGoogleMusician(ctx, identity, email);
}

function ensureActive(user: User): User {
  if (user.is_active !== 1) throw forbidden(messages.auth.accountDeactivated, 'account_deactivated');
  // Administrators sign in at /admin only, never into a musician session.
  if (user.user_type === 'admin') throw forbidden(messages.admin.useAdminSignIn);
  return user;
}

async function linkExisting(ctx: AppContext, user: User, subject: string): Promise<User> {
  if (user.google_subject !== null)
    throw conflict(googleMessages.emailLinkedToOtherGoogleAccount, 'google_account_linked_elsewhere');
  try {
    if (await linkGoogleSubject(ctx.db, user.id, subject, ctx.clock.now().toISOString()))
      return { ...user, google_subject: subject };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  // Lost a race with a second tab finishing the same sign-in: its result is ours too.
  return signedInByRaceWinner(ctx, subject, googleMessages.emailLinkedToOtherGoogleAccount);
}

async function createGoogleMusician(ctx: AppContext, identity: VerifiedIdentity, email: string): Promise<User> {
  // Only new accounts are subject to the admin's sign-up switches; existing ones still sign in.
  const settings = await getPlatformSettings(ctx.db);
  if (!settings.user_registration_enabled || !settings.musician_signup_enabled) {
    throw forbidden(messages.auth.signupsDisabled, 'signups_disabled');
  }
  try {
    const created = await ctx.db.transaction().execute(async (trx) => {
      const musician = await insertMusician(trx, {
        email,
        passwordHash: null,
        // Empty makes the dashboard's blocking stage-name modal ask for one (spec 1 §4).
        stageName: identity.name?.trim().slice(0, STAGE_NAME_MAX) ?? '',
        googleSubject: identity.subject,
        trialDays: settings.trial_period_days,
      });
      await queueWelcomeEmail(trx, ctx, {
        email,
        stageName: identity.name?.trim().slice(0, STAGE_NAME_MAX) || 'there',
        userId: musician.user.id,
        musicianId: musician.profileId,
        trialDays: settings.trial_period_days,
      });
      return musician;
    });
    return created.user;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Either a second tab created this account a moment ago, or an e-mail sign-up took the address.
    return signedInByRaceWinner(ctx, identity.subject, messages.auth.emailTaken);
  }
}

async function signedInByRaceWinner(ctx: AppContext, subject: string, otherwise: string): Promise<User> {
  const winner = await findUserByGoogleSubject(ctx.db, subject);
  if (!winner) throw conflict(otherwise);
  return ensureActive(winner);
}
