import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { csvDocument } from '../../text/csv';
import { badRequest, notFound } from '../../http/errors';
import { followMessages } from '../../../shared/follow';
import { isSignedFor, queueFollowConfirmation, queueLiveNow, tokenFollowerId } from './follower-emails';
import {
  confirmedFollowers,
  confirmFollower,
  deleteFollower,
  findFollower,
  findFollowerByAddress,
  insertFollower,
  markConfirmationSent,
} from './queries';

/** A pending address gets its confirmation link again at most this often, however often it is typed. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

function followableMusician(db: Db, qrCodeId: string) {
  return db
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.stage_name', 'p.qr_code_id', 'u.is_active'])
    .where('p.qr_code_id', '=', qrCodeId)
    .executeTakeFirst();
}

/**
 * A fan follows a musician with an e-mail address: double opt-in, so a new address is `pending`
 * and gets only the confirmation link (again at most every 10 minutes while pending). The answer
 * is the same whether the address was new, pending or already following, so the form tells no
 * one who follows whom. The row and its e-mail commit together.
 */
export async function followMusician(ctx: AppContext, qrCodeId: string, email: string): Promise<void> {
  const musician = await followableMusician(ctx.db, qrCodeId);
  if (!musician?.qr_code_id || musician.is_active !== 1) throw notFound(followMessages.artistNotFound);
  const followed = { ...musician, qr_code_id: musician.qr_code_id };
  const at = ctx.clock.now();
  const emailKey = email.toLowerCase();
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await findFollowerByAddress(trx, musician.id, emailKey);
    if (existing) {
      const isDue = at.getTime() - Date.parse(existing.confirmation_sent_at) >= CONFIRMATION_RESEND_MS;
      if (existing.status !== 'pending' || !isDue) return;
      await markConfirmationSent(trx, existing.id, at.toISOString());
      await queueFollowConfirmation(trx, ctx, { id: existing.id, email, email_key: emailKey }, followed);
      return;
    }
    const created = await insertFollower(trx, { musicianId: musician.id, email, emailKey, at: at.toISOString() });
    // A twin request for the same address inserted first: it sends the one confirmation.
    if (!created) return;
    await queueFollowConfirmation(trx, ctx, { id: created.id, email, email_key: emailKey }, followed);
  });
}

async function followerOfToken(ctx: AppContext, token: string, purpose: 'confirm' | 'stop') {
  const named = tokenFollowerId(token);
  const follower = named ? await findFollower(ctx.db, named.id) : undefined;
  if (!named || !follower || !isSignedFor(ctx.secret, purpose, follower, named.signature)) return undefined;
  return follower;
}

/** The confirmation link's button: the address hears from the musician from now on. */
export async function confirmFollow(ctx: AppContext, token: string) {
  const follower = await followerOfToken(ctx, token, 'confirm');
  if (!follower) throw badRequest(followMessages.invalidLink);
  await confirmFollower(ctx.db, follower.id, ctx.clock.now().toISOString());
  return { stage_name: follower.stage_name, qr_code_id: follower.qr_code_id };
}

/** The unfollow link of every message: one click, no sign-in; the address is forgotten. */
export async function unfollow(ctx: AppContext, token: string) {
  const follower = await followerOfToken(ctx, token, 'stop');
  if (!follower) throw badRequest(followMessages.invalidLink);
  await deleteFollower(ctx.db, follower.id);
  return { stage_name: follower.stage_name, qr_code_id: follower.qr_code_id };
}

/**
 * When the musician goes live, in the transaction that starts the show: "live now" to each
 * confirmed follower (pending addresses get nothing), once per show.
 */
export async function tellFollowersLive(
  trx: Db,
  ctx: Pick<AppContext, 'clock' | 'config' | 'secret'>,
  show: { id: number; musician_id: number; venue_name: string },
) {
  const musician = await trx
    .selectFrom('musician_profiles')
    .select(['stage_name', 'qr_code_id'])
    .where('id', '=', show.musician_id)
    .executeTakeFirstOrThrow();
  if (!musician.qr_code_id) return;
  const qrCodeId = musician.qr_code_id;
  const followers = await trx
    .selectFrom('musician_followers')
    .select(['id', 'email', 'email_key'])
    .where('musician_id', '=', show.musician_id)
    .where('status', '=', 'confirmed')
    .execute();
  for (const follower of followers) {
    await queueLiveNow(trx, ctx, follower, { ...show, stage_name: musician.stage_name, qr_code_id: qrCodeId });
  }
}

/** The followers who agreed to be contacted, as CSV (text/csv.ts: quoting, formulas defused, UTF-8 BOM). */
export async function followersCsv(ctx: AppContext, musicianId: number): Promise<string> {
  const rows = await confirmedFollowers(ctx.db, musicianId);
  return csvDocument([['Email', 'Following since'], ...rows.map((row) => [row.email, row.confirmed_at])]);
}
