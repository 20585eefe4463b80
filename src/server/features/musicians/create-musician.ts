import type { Db } from '../../db/connection';
import type { SubscriptionStatus, User } from '../../db/types';
import { insertFoundingLeader } from '../acts/members-service';
import { newQrCodeId } from './qr-code-id';

export interface NewMusician {
  email: string;
  passwordHash: string | null;
  stageName: string;
  googleSubject?: string | null;
  trialDays: number;
  /** Defaults to a trial of trialDays; 'free' gives lifetime complimentary access. */
  subscriptionStatus?: SubscriptionStatus;
  profile?: {
    bio?: string | null;
    instagram_handle?: string | null;
    website_url?: string | null;
    profile_photo_url?: string | null;
    music_styles?: string[];
    favorite_singers?: string[];
    public_profile_enabled?: boolean;
  };
  now?: Date;
}

export interface CreatedMusician {
  user: User;
  profileId: number;
  qrCodeId: string;
}

/**
 * A musician is four rows that only make sense together: the user, the profile (the act) with its
 * QR code id, the user's membership of it as its leader, and the subscription that starts the
 * trial. Call inside a transaction.
 */
export async function insertMusician(trx: Db, input: NewMusician): Promise<CreatedMusician> {
  const now = input.now ?? new Date();
  const at = now.toISOString();
  const user = await insertPerson(trx, { ...input, name: input.stageName, at });

  const qrCodeId = newQrCodeId();
  const profile = input.profile ?? {};
  const { id: profileId } = await trx
    .insertInto('musician_profiles')
    .values({
      user_id: user.id,
      stage_name: input.stageName,
      qr_code_id: qrCodeId,
      bio: profile.bio ?? null,
      instagram_handle: profile.instagram_handle ?? null,
      website_url: profile.website_url ?? null,
      profile_photo_url: profile.profile_photo_url ?? null,
      music_styles: JSON.stringify(profile.music_styles ?? []),
      favorite_singers: JSON.stringify(profile.favorite_singers ?? []),
      public_profile_enabled: profile.public_profile_enabled === false ? 0 : 1,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertFoundingLeader(trx, profileId, user.id, at);

  const status = input.subscriptionStatus ?? 'trial';
  await trx
    .insertInto('subscriptions')
    .values({
      musician_id: profileId,
      status,
      trial_ends_at: status === 'trial' ? new Date(now.getTime() + input.trialDays * 86_400_000).toISOString() : null,
      plan: null,
      billing_interval: null,
      current_period_start: null,
      current_period_end: null,
      next_billing_date: null,
      cancelled_at: null,
      provider_customer_id: null,
      provider_subscription_id: null,
      payment_method_brand: null,
      payment_method_last4: null,
      created_at: at,
      updated_at: at,
    })
    .execute();

  return { user, profileId, qrCodeId };
}

/**
 * A musician account with no act of its own (docs/decisions/035): a person who signs up from an
 * invitation joins someone else's act, so no profile, no QR code and no trial of their own.
 */
export function insertPerson(
  trx: Db,
  input: { email: string; passwordHash: string | null; name: string; googleSubject?: string | null; at: string },
): Promise<User> {
  return trx
    .insertInto('users')
    .values({
      email: input.email,
      password_hash: input.passwordHash,
      user_type: 'musician',
      name: input.name,
      google_subject: input.googleSubject ?? null,
      created_at: input.at,
      updated_at: input.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
