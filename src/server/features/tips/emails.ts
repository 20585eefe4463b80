import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { formatPence } from '../../../shared/money';
import { priceHeldText } from '../../../shared/tips/price-state';
import { PLATFORM_TIME_ZONE } from '../../../shared/dates';
import { queueEmail } from '../../email/outbox';
import { appUrl } from '../../email/templates';
import type { Block } from '../../email/templates';

type Trx = Transaction<Database> | Db;

interface PaidCheckout {
  public_id: string;
  musician_id: number;
  session_id: number;
  amount: number;
  tip_amount: number;
  price_amount: number;
  song_title: string;
  artist_name: string | null;
}

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: PLATFORM_TIME_ZONE });

/**
 * A fan's receipt, in the transaction that records the payment: a record of their own
 * money, so no switch stops it. The address came with this payment and is used for nothing else;
 * the e-mail carries no link to sign up or follow, only how to ask about the payment.
 */
export async function queueFanReceiptEmail(
  trx: Trx,
  ctx: Pick<AppContext, 'clock' | 'config'>,
  to: string,
  checkout: PaidCheckout,
  at: string,
): Promise<boolean> {
  const show = await trx
    .selectFrom('live_sessions')
    .innerJoin('musician_profiles', 'musician_profiles.id', 'live_sessions.musician_id')
    .select(['musician_profiles.stage_name', 'musician_profiles.qr_code_id', 'live_sessions.venue_name'])
    .where('live_sessions.id', '=', checkout.session_id)
    .executeTakeFirst();
  const musician = show?.stage_name || 'the musician';
  const rows: [string, string][] = [
    ['Musician', musician],
    ['Song', `${checkout.song_title}${checkout.artist_name ? ` – ${checkout.artist_name}` : ''}`],
  ];
  if (show?.venue_name) rows.push(['Venue', show.venue_name]);
  // A price is only held until the request is played (decision 036); the receipt says so.
  const held = checkout.price_amount > 0;
  if (held) rows.push(['Request price', priceHeldText(checkout.price_amount)]);
  if (checkout.tip_amount > 0) rows.push(['Tip', formatPence(checkout.tip_amount)]);
  rows.push(
    [held ? 'Held on your card' : 'Total paid', formatPence(checkout.amount)],
    ['Date', when.format(new Date(at))],
  );
  rows.push(['Reference', checkout.public_id]);
  const blocks: Block[] = [
    { type: 'paragraph', text: `Thank you for supporting ${musician}. This is your receipt.` },
    { type: 'facts', rows },
    {
      type: 'paragraph',
      text: `Questions about this payment? Write to ${ctx.config.mail.support} and quote the reference above.`,
    },
  ];
  if (show?.qr_code_id) {
    blocks.push({ type: 'link', label: `${musician} on Stagecall`, url: appUrl(ctx, `/artist/${show.qr_code_id}`) });
  }
  return queueEmail(trx, at, {
    to,
    kind: 'fan_receipt',
    dedupeKey: `fan_receipt:${checkout.public_id}`,
    content: {
      subject: held
        ? `Your receipt: ${formatPence(checkout.amount)} held for ${musician}`
        : `Your receipt: ${formatPence(checkout.amount)} to ${musician}`,
      blocks,
    },
  });
}
