import type { AppContext } from '../../context';
import { formatPence } from '../../../shared/money';
import { queueEmail } from '../../email/outbox';
import { notifiable } from '../../email/send-conditions';
import { appUrl, notificationFooter } from '../../email/templates';
import type { Block } from '../../email/templates';

/** At most one new-requests e-mail per live session in this window (docs/decisions/009-email.md). */
export const NEW_REQUESTS_EMAIL_GAP_MS = 10 * 60_000;
/** An ended show still gets its last digests if the job was down when it ended, for this long. */
const ENDED_SHOW_LOOKBACK_MS = 24 * 3600_000;
const DIGEST_LIST_LIMIT = 10;

interface DigestSession {
  id: number;
  musician_id: number;
  venue_name: string;
  started_at: string;
  status: 'active' | 'paused' | 'ended';
  ended_at: string | null;
}

/**
 * New song requests, batched: for each show that is on, the requests since its last digest in one
 * e-mail, never two within ten minutes; when the show ends, one last digest of whatever arrived
 * since, at once. Each line has the song, the fan, the message and the tip, and the
 * e-mail links to the show's live manager. Two instances running this at once compute the same
 * dedupe key (the previous digest's id, or 'final'), so only one of their rows is inserted.
 */
export async function queueNewRequestDigests(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  const sessions = await showsToDigest(ctx, at);
  let queued = 0;
  for (const session of sessions) {
    if (await queueRequestDigest(ctx, session, at)) queued++;
    if (session.status === 'ended' && (await queuePaymentDigest(ctx, session, at))) queued++;
  }
  return queued;
}

function showsToDigest(ctx: AppContext, at: Date): Promise<DigestSession[]> {
  const since = new Date(at.getTime() - ENDED_SHOW_LOOKBACK_MS).toISOString();
  return ctx.db
    .selectFrom('live_sessions')
    .select(['id', 'musician_id', 'venue_name', 'started_at', 'status', 'ended_at'])
    .where((eb) => eb.or([eb('status', '!=', 'ended'), eb('ended_at', '>', since)]))
    .execute();
}

async function queueRequestDigest(ctx: AppContext, session: DigestSession, at: Date): Promise<boolean> {
  const ended = session.status === 'ended';
  const last = await ctx.db
    .selectFrom('email_outbox')
    .select(['id', 'created_at', 'dedupe_key'])
    .where('session_id', '=', session.id)
    .where('kind', '=', 'new_requests')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const finalKey = `new_requests:${session.id}:final`;
  if (last?.dedupe_key === finalKey) return false;
  if (!ended && last && at.getTime() - new Date(last.created_at).getTime() < NEW_REQUESTS_EMAIL_GAP_MS) return false;
  const until = ended && session.ended_at ? session.ended_at : at.toISOString();
  const requests = await ctx.db
    .selectFrom('song_requests')
    .select(['song_title', 'artist_name', 'fan_name', 'message', 'tip_amount', 'price_amount'])
    .where('session_id', '=', session.id)
    .where('created_at', '>', last?.created_at ?? session.started_at)
    .where('created_at', '<=', until)
    .orderBy('id')
    .execute();
  if (requests.length === 0) return false;
  const to = await notifiable(ctx.db, session.musician_id, 'email_new_requests');
  if (!to) return false;
  const count = requests.length;
  const counted = count === 1 ? '1 new song request' : `${count} new song requests`;
  const items = requests.slice(0, DIGEST_LIST_LIMIT).map((r) => {
    const parts = [`${r.song_title}${r.artist_name ? ` – ${r.artist_name}` : ''}`];
    parts.push(`from ${r.fan_name?.trim() || 'a fan'}`);
    if (r.tip_amount > 0) parts.push(`${formatPence(r.tip_amount)} tip`);
    if (r.price_amount > 0) parts.push(`${formatPence(r.price_amount)} request price`);
    if (r.message) parts.push(`“${r.message}”`);
    return parts.join(' · ');
  });
  const blocks: Block[] = [
    { type: 'paragraph', text: `Hi ${to.stage_name},` },
    {
      type: 'paragraph',
      text: ended
        ? `Your show at ${session.venue_name} has ended. ${counted} arrived since the last e-mail:`
        : `${counted} at ${session.venue_name}:`,
    },
    { type: 'list', items },
  ];
  if (count > DIGEST_LIST_LIMIT) blocks.push({ type: 'paragraph', text: `…and ${count - DIGEST_LIST_LIMIT} more.` });
  blocks.push(
    ended
      ? { type: 'button', label: 'See the show’s summary', url: appUrl(ctx, `/shows/${session.id}`) }
      : { type: 'button', label: 'Open the request manager', url: appUrl(ctx, `/live/${session.id}`) },
  );
  return queueEmail(ctx.db, at.toISOString(), {
    to: to.email,
    kind: 'new_requests',
    musicianId: session.musician_id,
    sessionId: session.id,
    dedupeKey: ended ? finalKey : `new_requests:${session.id}:after:${last?.id ?? 0}`,
    content: {
      subject: ended ? `Last requests of your show: ${counted}` : counted,
      blocks,
      footer: notificationFooter(ctx, 'New song requests'),
    },
  });
}

/**
 * 'Payment received' as one e-mail per show, for a musician who chose it in Settings instead of
 * one per tip: sent once the show has ended, every paid request in it.
 */
async function queuePaymentDigest(ctx: AppContext, session: DigestSession, at: Date): Promise<boolean> {
  const to = await notifiable(ctx.db, session.musician_id, 'email_payment_received');
  if (!to || to.payment_email_digest !== 1) return false;
  const tips = await ctx.db
    .selectFrom('tips')
    .leftJoin('song_requests', 'song_requests.id', 'tips.request_id')
    .select(['tips.amount', 'tips.net_amount', 'tips.fan_name', 'song_requests.song_title'])
    .where('tips.session_id', '=', session.id)
    .where('tips.status', '=', 'succeeded')
    .orderBy('tips.id')
    .execute();
  if (tips.length === 0) return false;
  const total = tips.reduce((sum, tip) => sum + tip.amount, 0);
  const net = tips.reduce((sum, tip) => sum + tip.net_amount, 0);
  return queueEmail(ctx.db, at.toISOString(), {
    to: to.email,
    kind: 'payment_digest',
    musicianId: session.musician_id,
    sessionId: session.id,
    dedupeKey: `payment_digest:${session.id}`,
    content: {
      subject: `Your show at ${session.venue_name} earned ${formatPence(total)}`,
      blocks: [
        { type: 'paragraph', text: `Hi ${to.stage_name},` },
        {
          type: 'paragraph',
          text: `Fans paid ${formatPence(total)} in ${tips.length === 1 ? '1 payment' : `${tips.length} payments`} at ${session.venue_name}.`,
        },
        {
          type: 'list',
          items: tips.map(
            (tip) =>
              `${formatPence(tip.amount)} from ${tip.fan_name?.trim() || 'a fan'}${tip.song_title ? ` for ${tip.song_title}` : ''}`,
          ),
        },
        {
          type: 'facts',
          rows: [
            ['Total paid', formatPence(total)],
            ['Yours after the platform fee', formatPence(net)],
          ],
        },
        { type: 'paragraph', text: 'It is in your available balance now; withdraw it from your dashboard.' },
        { type: 'button', label: 'Open your dashboard', url: appUrl(ctx, '/dashboard') },
      ],
      footer: notificationFooter(ctx, 'Payment received'),
    },
  });
}
