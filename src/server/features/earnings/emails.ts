import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/types';
import { formatPence } from '../../../shared/money';
import { queueEmail } from '../../email/outbox';
import { notifiable } from '../../email/send-conditions';
import { appUrl, notificationFooter, type Block } from '../../email/templates';

/**
 * The money e-mails, from a fan's payment to the bank. A payment received is a notification: the
 * musician's "Payment received" toggle governs it (queuePaymentReceivedEmail, at the end). The rest
 * (a withdrawal approved, sent, paid, failed or rejected; a tip refunded; a dispute opened or
 * closed) are queued in the transaction of the change they report (the outbox, decision 009) with a
 * dedupe key of that change, so each goes once whoever made the change happen (an admin, a webhook,
 * a retry). They are account notices, not notifications: a musician's e-mail toggles do not silence
 * them; an inactive account or the platform's e-mail switch does. Rendered by the shared layout of
 * email/templates.ts.
 */

type Trx = Transaction<Database> | Db;
type MailContext = Pick<AppContext, 'clock' | 'config'>;

/** The member whose money it is (their own address), and the act it is about (its stage name). */
async function accountHolder(trx: Trx, musicianId: number, userId: number) {
  const row = await trx
    .selectFrom('musician_profiles')
    .innerJoin('users', (join) => join.on('users.id', '=', userId))
    .select(['users.email', 'users.is_active', 'musician_profiles.stage_name'])
    .where('musician_profiles.id', '=', musicianId)
    .executeTakeFirst();
  if (!row || row.is_active !== 1) return undefined;
  const settings = await trx
    .selectFrom('platform_settings')
    .select('email_notifications_enabled')
    .where('id', '=', 1)
    .executeTakeFirst();
  return settings?.email_notifications_enabled === 1 ? row : undefined;
}

async function send(
  trx: Trx,
  ctx: MailContext,
  whose: { musicianId: number; userId: number },
  dedupeKey: string,
  subject: string,
  lines: (name: string) => Block[],
): Promise<boolean> {
  const { musicianId } = whose;
  const to = await accountHolder(trx, musicianId, whose.userId);
  if (!to) return false;
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: to.email,
    kind: 'money',
    musicianId,
    dedupeKey,
    content: {
      subject,
      blocks: [
        { type: 'paragraph', text: `Hi ${to.stage_name},` },
        ...lines(to.stage_name),
        { type: 'link', label: 'Open your dashboard', url: appUrl(ctx, '/dashboard') },
      ],
    },
  });
}

export type WithdrawalEmailStage = 'approved' | 'sent' | 'paid' | 'failed' | 'rejected';

export interface WithdrawalEmail {
  id: number;
  musicianId: number;
  /** The member who withdrew: the e-mail goes to them. */
  userId: number;
  amount: number;
  reference?: string | null;
  reason?: string | null;
}

const withdrawalText: Record<WithdrawalEmailStage, (amount: string) => { subject: string; text: string }> = {
  approved: (amount) => ({
    subject: `Your ${amount} withdrawal is approved`,
    text: `Your withdrawal of ${amount} has been approved and is being sent to your bank.`,
  }),
  sent: (amount) => ({
    subject: `Your ${amount} withdrawal is on its way`,
    text: `${amount} has left Stagecall for your bank. Payouts arrive within 1-3 business days.`,
  }),
  paid: (amount) => ({
    subject: `${amount} has been paid to your bank`,
    text: `Your withdrawal of ${amount} has been paid to your bank account.`,
  }),
  failed: (amount) => ({
    subject: `Your ${amount} withdrawal could not be paid`,
    text: `Your bank did not accept the payout of ${amount}. The amount is back in your available balance: check your payout details and withdraw again.`,
  }),
  rejected: (amount) => ({
    subject: `Your ${amount} withdrawal was not approved`,
    text: `Your withdrawal of ${amount} was not approved. The amount is back in your available balance.`,
  }),
};

/** One e-mail per withdrawal and stage. */
export function queueWithdrawalEmail(
  trx: Trx,
  ctx: MailContext,
  stage: WithdrawalEmailStage,
  withdrawal: WithdrawalEmail,
): Promise<boolean> {
  const { subject, text } = withdrawalText[stage](formatPence(withdrawal.amount));
  const rows: [string, string][] = [['Amount', formatPence(withdrawal.amount)]];
  if (withdrawal.reference) rows.push(['Reference', withdrawal.reference]);
  if (withdrawal.reason) rows.push(['Reason', withdrawal.reason]);
  return send(trx, ctx, withdrawal, `withdrawal-${withdrawal.id}-${stage}`, subject, () => [
    { type: 'paragraph', text },
    { type: 'facts', rows },
  ]);
}

/** One e-mail per refund of a tip and member with a part of it (their own part taken). */
export function queueTipRefundedEmail(
  trx: Trx,
  ctx: MailContext,
  refund: { id: number; musicianId: number; userId: number; amount: number; netAmount: number; reason: string | null },
): Promise<boolean> {
  const rows: [string, string][] = [
    ['Refunded to the fan', formatPence(refund.amount)],
    ['Taken from your balance', formatPence(refund.netAmount)],
  ];
  if (refund.reason) rows.push(['Reason', refund.reason]);
  return send(
    trx,
    ctx,
    refund,
    `tip-refund-${refund.id}-${refund.userId}`,
    `A tip of yours was refunded (${formatPence(refund.amount)})`,
    () => [
      {
        type: 'paragraph',
        text: 'A fan’s tip was refunded. Your share of it, after the platform fee, has been taken from your balance.',
      },
      { type: 'facts', rows },
    ],
  );
}

/** One e-mail per member with a part held when a dispute opens, one when it closes. */
export function queueDisputeEmail(
  trx: Trx,
  ctx: MailContext,
  dispute: { id: number; musicianId: number; userId: number; held: number; outcome: 'opened' | 'won' | 'lost' },
): Promise<boolean> {
  const held = formatPence(dispute.held);
  const { subject, text } =
    dispute.outcome === 'opened'
      ? {
          subject: 'A fan’s bank disputed a tip',
          text: `A fan’s bank is disputing a tip. ${held} of your balance is on hold until the dispute is decided.`,
        }
      : dispute.outcome === 'won'
        ? { subject: 'A tip dispute was decided in your favour', text: `The ${held} on hold is back in your balance.` }
        : {
            subject: 'A tip dispute was lost',
            text: `The fan’s bank decided the dispute for the fan: the ${held} on hold has gone back to them.`,
          };
  const key = `dispute-${dispute.id}-${dispute.outcome === 'opened' ? 'opened' : 'closed'}-${dispute.userId}`;
  return send(trx, ctx, dispute, key, subject, () => [{ type: 'paragraph', text }]);
}

export interface PaymentReceived {
  musicianId: number;
  /** The tip row, so a replayed payment is one e-mail. */
  tipId?: number;
  /** Everything the fan paid: the request's price (if any) and the tip. */
  amountPence: number;
  /** The part of amountPence that is the request's price (custom pricing); 0 or absent: all tip. */
  pricePence?: number;
  netAmountPence: number;
  fanName: string | null;
  songTitle: string | null;
}

/**
 * Called in the transaction that records a succeeded tip. A musician who chose one e-mail per show
 * gets the show's payment digest instead (live/emails.ts).
 */
export async function queuePaymentReceivedEmail(trx: Trx, ctx: MailContext, tip: PaymentReceived): Promise<boolean> {
  const to = await notifiable(trx, tip.musicianId, 'email_payment_received');
  if (!to || to.payment_email_digest === 1) return false;
  const from = tip.fanName?.trim() || 'A fan';
  const price = tip.pricePence ?? 0;
  const rows: [string, string][] = [];
  if (price > 0) rows.push(['Request price', formatPence(price)], ['Tip', formatPence(tip.amountPence - price)]);
  else rows.push(['Tip', formatPence(tip.amountPence)]);
  rows.push(['Yours after the platform fee', formatPence(tip.netAmountPence)], ['From', from]);
  if (tip.songTitle) rows.push(['Song', tip.songTitle]);
  const paid = formatPence(tip.amountPence);
  return queueEmail(trx, ctx.clock.now().toISOString(), {
    to: to.email,
    kind: 'payment_received',
    musicianId: tip.musicianId,
    ...(tip.tipId !== undefined ? { dedupeKey: `payment_received:${tip.tipId}` } : {}),
    content: {
      subject: price > 0 ? `You received ${paid} for a request` : `You received a ${paid} tip`,
      blocks: [
        { type: 'paragraph', text: `Hi ${to.stage_name},` },
        {
          type: 'paragraph',
          text: price > 0 ? `${from} just paid ${paid} for a request.` : `${from} just tipped you ${paid}.`,
        },
        { type: 'facts', rows },
        { type: 'paragraph', text: 'It is in your available balance now; withdraw it from your dashboard.' },
        { type: 'button', label: 'Open your dashboard', url: appUrl(ctx, '/dashboard') },
      ],
      footer: notificationFooter(ctx, 'Payment received'),
    },
  });
}
