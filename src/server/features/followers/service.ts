import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { FollowerMailPace } from '../../db/types';
import { csvDocument } from '../../text/csv';
import { badRequest, notFound, tooManyRequests } from '../../http/errors';
import { followMessages, type FollowerSettings } from '../../../shared/followers';
import { requestWindows } from '../requests/public';
import {
  isSignedFor,
  queueFollowConfirmation,
  queueLiveNow,
  queueNewGig,
  tokenFollowerId,
  type AnnouncedGig,
} from './follower-emails';
import { isNear, nearKey } from './near';
import {
  claimFollowersToTell,
  confirmedFollowers,
  confirmFollower,
  countFollowAttempts,
  deleteFollower,
  findFollower,
  findFollowerByAddress,
  followersForGigs,
  followerSettingsOf,
  insertFollower,
  lockFollowerSettings,
  markConfirmationSent,
  recordFollowAttempt,
  saveFollowerSettings,
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

/** Who is following: the phone's id (as for requests) and the hashed network address. */
export interface FollowRequester {
  deviceId: string | null;
  ipHash: string;
}

/**
 * The fan request intake's limits, per phone and per network address within its window, over
 * follow attempts to any musician. The attempt commits on its own before the count, so of any
 * number of concurrent attempts the last to count sees all of them: the limit can refuse one
 * too many under a race, never allow one too many.
 */
async function checkFollowLimits(ctx: AppContext, requester: FollowRequester, at: Date) {
  await recordFollowAttempt(ctx.db, { ...requester, at: at.toISOString() });
  const since = new Date(at.getTime() - requestWindows.windowMs).toISOString();
  const counts = await countFollowAttempts(ctx.db, { ...requester, since });
  const limits = ctx.config.fanRequestLimits;
  if (counts.fromIp > limits.perIp || (requester.deviceId !== null && counts.fromDevice > limits.perDevice)) {
    throw tooManyRequests(followMessages.tooMany);
  }
}

/**
 * A fan follows a musician with an e-mail address: double opt-in, so a new address is `pending`
 * and gets only the confirmation link (again at most every 10 minutes while pending). The answer
 * is the same whether the address was new, pending or already following, so the form tells no
 * one who follows whom, and changes nothing of an existing follow (where they are, which gigs):
 * anyone can type anyone's address. The row and its e-mail commit together.
 */
export async function followMusician(
  ctx: AppContext,
  qrCodeId: string,
  input: { email: string; near: string | null; all_gigs: boolean },
  requester: FollowRequester,
): Promise<void> {
  const at = ctx.clock.now();
  await checkFollowLimits(ctx, requester, at);
  const musician = await followableMusician(ctx.db, qrCodeId);
  if (!musician?.qr_code_id || musician.is_active !== 1) throw notFound(followMessages.artistNotFound);
  const followed = { ...musician, qr_code_id: musician.qr_code_id };
  const { email } = input;
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
    const created = await insertFollower(trx, {
      musicianId: musician.id,
      email,
      emailKey,
      near: input.near,
      nearKey: nearKey(input.near),
      hearsAllGigs: input.all_gigs,
      at: at.toISOString(),
    });
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
  if (!follower) throw badRequest(followMessages.invalidLink, 'follow_link_invalid');
  await confirmFollower(ctx.db, follower.id, ctx.clock.now().toISOString());
  return { stage_name: follower.stage_name, qr_code_id: follower.qr_code_id };
}

/** The unfollow link of every message: one click, no sign-in; the address is forgotten. */
export async function unfollow(ctx: AppContext, token: string) {
  const follower = await followerOfToken(ctx, token, 'stop');
  if (!follower) throw badRequest(followMessages.invalidLink, 'follow_link_invalid');
  await deleteFollower(ctx.db, follower.id);
  return { stage_name: follower.stage_name, qr_code_id: follower.qr_code_id };
}

type AnnounceContext = Pick<AppContext, 'clock' | 'config' | 'secret'>;

const paceMs: Record<FollowerMailPace, number | null> = {
  every_time: null,
  daily: 24 * 60 * 60_000,
  weekly: 7 * 24 * 60 * 60_000,
};

/** The instant before which a follower must have been told last to be told again now (null: any time). */
function toldBefore(pace: FollowerMailPace, at: Date): string | null {
  const window = paceMs[pace];
  return window === null ? null : new Date(at.getTime() - window).toISOString();
}

/**
 * Whether the musician tells followers they are live, and the instant before which a follower must
 * have been told last to be told again now: what a push follower is held to, like an e-mail one.
 */
export async function liveNewsRule(
  db: Db,
  musicianId: number,
  at: Date,
): Promise<{ tell: boolean; toldBefore: string | null }> {
  const musician = await followerSettingsOf(db, musicianId);
  if (!musician || musician.followers_hear_live !== 1) return { tell: false, toldBefore: null };
  return { tell: true, toldBefore: toldBefore(musician.followers_mail_at_most, at) };
}

/**
 * When the musician goes live, in the transaction that starts the show: "live now" to each
 * confirmed follower (pending addresses get nothing), once per show, if the musician tells
 * followers of shows and the follower has not heard from them within the musician's "at most".
 */
export async function tellFollowersLive(
  trx: Db,
  ctx: AnnounceContext,
  show: { id: number; musician_id: number; venue_name: string },
) {
  const musician = await lockFollowerSettings(trx, show.musician_id);
  if (!musician?.qr_code_id || musician.followers_hear_live !== 1) return;
  const at = ctx.clock.now();
  const followers = await claimFollowersToTell(
    trx,
    show.musician_id,
    'all',
    at.toISOString(),
    toldBefore(musician.followers_mail_at_most, at),
  );
  for (const follower of followers) {
    await queueLiveNow(trx, ctx, follower, {
      ...show,
      stage_name: musician.stage_name,
      qr_code_id: musician.qr_code_id,
    });
  }
}

/**
 * When the musician publishes a gig (schedules a public one), in its transaction: "new gig near
 * you" to each confirmed follower whose place the gig's place names, or who asked for every gig,
 * within the musician's "at most", unless the musician hides upcoming gigs from the public. Edits and deletions announce nothing (decision 034): a
 * correction is not news, and a gig deleted before its e-mails leave withdraws them.
 */
export async function tellFollowersOfGig(
  trx: Db,
  ctx: AnnounceContext,
  gig: AnnouncedGig & { place: Array<string | null> },
) {
  const musician = await lockFollowerSettings(trx, gig.musician_id);
  // A musician who hides their upcoming gigs from the public does not have them e-mailed either.
  if (!musician?.qr_code_id || musician.followers_hear_gigs !== 1 || musician.show_upcoming_gigs !== 1) return;
  const candidates = await followersForGigs(trx, gig.musician_id);
  const ids = candidates
    .filter((follower) => follower.hears_all_gigs === 1 || (follower.near_key && isNear(follower.near_key, gig.place)))
    .map((follower) => follower.id);
  if (ids.length === 0) return;
  const at = ctx.clock.now();
  const followers = await claimFollowersToTell(
    trx,
    gig.musician_id,
    ids,
    at.toISOString(),
    toldBefore(musician.followers_mail_at_most, at),
  );
  const from = { id: gig.musician_id, stage_name: musician.stage_name, qr_code_id: musician.qr_code_id };
  for (const follower of followers) await queueNewGig(trx, ctx, follower, from, gig);
}

export async function followerSettings(ctx: AppContext, musicianId: number): Promise<FollowerSettings> {
  const row = await followerSettingsOf(ctx.db, musicianId);
  return {
    tell_live: row.followers_hear_live === 1,
    tell_gigs: row.followers_hear_gigs === 1,
    at_most: row.followers_mail_at_most,
  };
}

export async function updateFollowerSettings(ctx: AppContext, musicianId: number, settings: FollowerSettings) {
  await saveFollowerSettings(ctx.db, musicianId, {
    hearLive: settings.tell_live,
    hearGigs: settings.tell_gigs,
    atMost: settings.at_most,
  });
  return followerSettings(ctx, musicianId);
}

/** The followers who agreed to be contacted, as CSV (text/csv.ts: quoting, formulas defused, UTF-8 BOM). */
export async function followersCsv(ctx: AppContext, musicianId: number): Promise<string> {
  const rows = await confirmedFollowers(ctx.db, musicianId);
  return csvDocument([
    ['Email', 'Following since', 'Gigs near', 'All gigs'],
    ...rows.map((row) => [row.email, row.confirmed_at, row.near ?? '', row.hears_all_gigs === 1 ? 'yes' : 'no']),
  ]);
}
