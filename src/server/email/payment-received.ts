import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import { formatPence } from '../../shared/money';
import { getPlatformSettings } from '../features/platform/settings-queries';
import { bodies } from './html';
import { queueEmail } from './outbox';

export interface PaymentReceived {
  musicianId: number;
  /** What the fan paid, pence, and what the musician keeps after the platform fee. */
  amount: number;
  netAmount: number;
  tipAmount: number;
  fanName: string | null;
  songTitle: string;
}

/**
 * The 'payment received' e-mail (spec 1 §6 notification settings), queued in the transaction that
 * records the payment: only when the platform's e-mail switch and the musician's own
 * 'payment received' setting are both on.
 */
export async function queuePaymentReceivedEmail(ctx: AppContext, trx: Db, payment: PaymentReceived): Promise<void> {
  const settings = await getPlatformSettings(trx);
  if (settings.email_notifications_enabled !== 1) return;
  const musician = await trx
    .selectFrom('musician_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.email', 'p.stage_name', 'p.email_payment_received'])
    .where('p.id', '=', payment.musicianId)
    .executeTakeFirst();
  if (!musician || musician.email_payment_received !== 1) return;

  const who = payment.fanName ?? 'A fan';
  const what =
    payment.tipAmount === payment.amount
      ? `${who} tipped you ${formatPence(payment.amount)} with a request for “${payment.songTitle}”.`
      : `${who} paid ${formatPence(payment.amount)} for a request for “${payment.songTitle}”.`;
  await queueEmail(
    trx,
    {
      to: musician.email,
      kind: 'payment_received',
      subject: `You received ${formatPence(payment.amount)} on Stagecall`,
      ...bodies([
        `Hi ${musician.stage_name},`,
        what,
        `After the platform fee, ${formatPence(payment.netAmount)} has been added to your available balance. You can withdraw it from your dashboard.`,
        'You get this e-mail because "Payment received" e-mails are on in your Settings.',
      ]),
    },
    ctx.clock.now().toISOString(),
  );
}
