import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { Dispute, Refund } from '../../payments/provider';
import { refundMessages } from '../../../shared/earnings/refunds';
import { appendLedgerEntry } from './ledger-queries';
import { moneyTransaction } from './money-transaction';
import { takeBackParts } from './split';
import { addSongTips } from '../tips/checkout-service';
import { REQUEST_PRICE_REFUND } from '../../../shared/tips/price-state';
import { queueDisputeEmail, queueTipRefundedEmail } from './emails';

/**
 * Refunds and disputes of tips (docs/decisions/019-payouts-refunds-disputes.md). The provider is
 * the source of truth: a webhook or an admin's action only says "look again", and each refund or
 * dispute the provider reports is recorded once (unique provider ids, checked under the
 * musician's earnings lock), as new rows and ledger entries, never as edits of earlier ones.
 */

interface TipRow {
  id: number;
  musician_id: number;
  amount: number;
  fee_amount: number;
  net_amount: number;
  status: string;
  provider_payment_id: string | null;
  request_id: number | null;
}

const findTip = (db: Db, where: { id: number } | { paymentId: string }): Promise<TipRow | undefined> =>
  db
    .selectFrom('tips')
    .select(['id', 'musician_id', 'amount', 'fee_amount', 'net_amount', 'status', 'provider_payment_id', 'request_id'])
    .$call((q) => ('id' in where ? q.where('id', '=', where.id) : q.where('provider_payment_id', '=', where.paymentId)))
    .where('status', 'in', ['succeeded', 'refunded'])
    .executeTakeFirst();

async function refundedOf(db: Db, tipId: number): Promise<{ amount: number; net: number }> {
  const row = await db
    .selectFrom('tip_refunds')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('net_amount'), eb.lit(0)).as('net'),
    ])
    .where('tip_id', '=', tipId)
    .executeTakeFirstOrThrow();
  return { amount: Number(row.amount), net: Number(row.net) };
}

/**
 * The musician's share of `part` pence of a tip, rounded half up. Computed on the running total,
 * so however a tip is refunded in parts, the shares add up to its net and the fees to its fee.
 */
export const netShare = (tip: Pick<TipRow, 'amount' | 'net_amount'>, part: number): number =>
  Math.floor((tip.net_amount * part * 2 + tip.amount) / (tip.amount * 2));

/**
 * Records the refunds the provider reports for a tip's payment that the ledger has not seen.
 * Each reverses the musician's net share and the platform's fee in proportion; a tip refunded
 * in full is marked refunded, so the totals built on tips (trending, catalogue) stop counting it.
 * Returns the refunds newly recorded.
 */
export async function recordTipRefunds(
  ctx: AppContext,
  tip: TipRow,
  refunds: Refund[],
  by: { adminId: number | null; reason: string | null } = { adminId: null, reason: null },
): Promise<number> {
  if (refunds.length === 0) return 0;
  const { result } = await moneyTransaction(ctx, tip.musician_id, async (trx) => {
    let recorded = 0;
    for (const refund of refunds) {
      const known = await trx
        .selectFrom('tip_refunds')
        .select('id')
        .where('provider_refund_id', '=', refund.id)
        .executeTakeFirst();
      if (known) continue;
      const before = await refundedOf(trx, tip.id);
      // A refund beyond what was paid cannot come from the provider; it is never recorded.
      if (before.amount + refund.amount > tip.amount) continue;
      const net = netShare(tip, before.amount + refund.amount) - before.net;
      const at = ctx.clock.now().toISOString();
      const row = await trx
        .insertInto('tip_refunds')
        .values({
          tip_id: tip.id,
          musician_id: tip.musician_id,
          provider_refund_id: refund.id,
          amount: refund.amount,
          fee_amount: refund.amount - net,
          net_amount: net,
          reason: by.reason,
          refunded_by: by.adminId,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The net share taken back falls on the members the way the tip was split (decision 035).
      for (const part of await takeBackParts(trx, tip, net)) {
        await appendLedgerEntry(trx, {
          musician_id: tip.musician_id,
          member_user_id: part.userId,
          entry_type: 'tip_refunded',
          amount: -part.amount,
          refund_id: row.id,
          at,
        });
        await queueTipRefundedEmail(trx, ctx, {
          id: row.id,
          musicianId: tip.musician_id,
          userId: part.userId,
          amount: refund.amount,
          netAmount: part.amount,
          reason: by.reason,
        });
      }
      if (tip.request_id !== null) await addSongTips(trx, tip.request_id, -refund.amount);
      if (before.amount + refund.amount === tip.amount) {
        await trx.updateTable('tips').set({ status: 'refunded', updated_at: at }).where('id', '=', tip.id).execute();
      }
      recorded += 1;
    }
    return recorded;
  });
  return result;
}

/** A refund webhook (Stripe's charge.refunded): re-read the payment's refunds and record new ones. */
export async function syncTipRefunds(ctx: AppContext, paymentId: string): Promise<number> {
  const tip = await findTip(ctx.db, { paymentId });
  if (!tip) return 0;
  // A request's price returned from the same payment is not the tip's (request-price-service).
  const refunds = await ctx.payments.provider.listRefunds(paymentId);
  return recordTipRefunds(
    ctx,
    tip,
    refunds.filter((refund) => refund.purpose !== REQUEST_PRICE_REFUND),
  );
}

/**
 * The back office's "Refund tip": `amount` pence (all that is left when omitted) back to the fan,
 * with the admin's reason. The provider is asked first, outside any transaction, with a key made
 * of the tip and what was refunded of it before: refunds asked for at the same moment share the
 * key, so the provider makes one of them, and an admin whose refund was not the one made is told
 * so (409) rather than credited with another's. A refund asked for after one is recorded has
 * another key, and the provider refuses it if it no longer fits. The answer is this refund's own
 * amount, what the tip has had refunded in all, and what is left.
 */
export async function refundTip(
  ctx: AppContext,
  tipId: number,
  input: { amount?: number | undefined; reason: string },
  adminId: number,
): Promise<{ refunded: number; total_refunded: number; remaining: number }> {
  const tip = await findTip(ctx.db, { id: tipId });
  if (!tip) throw notFound(refundMessages.tipNotFound);
  if (!tip.provider_payment_id) throw badRequest(refundMessages.notPaidThroughProvider, 'refund_not_possible');
  const before = await refundedOf(ctx.db, tip.id);
  const remaining = tip.amount - before.amount;
  if (remaining <= 0) throw conflict(refundMessages.alreadyRefunded, 'already_refunded');
  const amount = input.amount ?? remaining;
  if (amount > remaining) throw badRequest(refundMessages.tooMuch(remaining), 'refund_too_much');
  let refund: Refund;
  try {
    refund = await ctx.payments.provider.refundPayment(
      tip.provider_payment_id,
      `tip-refund-${tip.id}-${before.amount}`,
      amount,
    );
  } catch (error) {
    // Another refund of this tip got there first (the provider refused ours as no longer
    // fitting, or as a second use of the shared key): what it left is read again.
    if (!isRefundCollision(error)) throw error;
    await syncTipRefunds(ctx, tip.provider_payment_id);
    const after = await refundedOf(ctx.db, tip.id);
    throw conflict(refundMessages.collided(tip.amount - after.amount), 'refund_collided');
  }
  await recordTipRefunds(ctx, tip, [refund], { adminId, reason: input.reason });
  const after = await refundedOf(ctx.db, tip.id);
  if (refund.amount !== amount) {
    throw conflict(refundMessages.collided(tip.amount - after.amount), 'refund_collided');
  }
  return { refunded: refund.amount, total_refunded: after.amount, remaining: tip.amount - after.amount };
}

/** The provider's "not like that any more": the local provider's 409, Stripe's key reused with other terms. */
function isRefundCollision(error: unknown): boolean {
  if (error instanceof AppError) return error.statusCode === 409;
  const type = (error as { type?: unknown } | null)?.type;
  const code = (error as { code?: unknown } | null)?.code;
  return type === 'StripeIdempotencyError' || code === 'charge_already_refunded';
}

/**
 * A dispute webhook (charge.dispute.*): the dispute is re-read and its state applied once. Opened:
 * the musician's share of the disputed amount is held (out of the available balance). Won: the hold
 * is released. Lost: it stays gone, recorded as lost. Events out of order cannot undo a close:
 * a dispute moves only out of 'open', and a first sight of a closed one records the hold and its end
 * together.
 */
export async function syncTipDispute(ctx: AppContext, disputeId: string): Promise<void> {
  const dispute = await ctx.payments.provider.retrieveDispute(disputeId);
  if (!dispute) return;
  const tip = await findTip(ctx.db, { paymentId: dispute.paymentId });
  if (!tip) return;
  await applyDispute(ctx, tip, dispute);
}

async function applyDispute(ctx: AppContext, tip: TipRow, dispute: Dispute): Promise<void> {
  await moneyTransaction(ctx, tip.musician_id, async (trx) => {
    const at = ctx.clock.now().toISOString();
    let row = await trx
      .selectFrom('tip_disputes')
      .select(['id', 'status', 'net_amount'])
      .where('provider_dispute_id', '=', dispute.id)
      .executeTakeFirst();
    if (!row) {
      const held = netShare(tip, Math.min(dispute.amount, tip.amount));
      const inserted = await trx
        .insertInto('tip_disputes')
        .values({
          tip_id: tip.id,
          musician_id: tip.musician_id,
          provider_dispute_id: dispute.id,
          amount: dispute.amount,
          net_amount: held,
          status: 'open',
          reason: dispute.reason,
          created_at: at,
          closed_at: null,
        })
        .returning(['id', 'status', 'net_amount'])
        .executeTakeFirstOrThrow();
      for (const part of await takeBackParts(trx, tip, held)) {
        await appendLedgerEntry(trx, {
          musician_id: tip.musician_id,
          member_user_id: part.userId,
          entry_type: 'dispute_held',
          amount: -part.amount,
          dispute_id: inserted.id,
          at,
        });
        await queueDisputeEmail(trx, ctx, {
          id: inserted.id,
          musicianId: tip.musician_id,
          userId: part.userId,
          held: part.amount,
          outcome: 'opened',
        });
      }
      row = inserted;
    }
    if (dispute.status === 'open' || row.status !== 'open') return;
    const closed = await trx
      .updateTable('tip_disputes')
      .set({ status: dispute.status, closed_at: at })
      .where('id', '=', row.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (closed.numUpdatedRows === 0n) return;
    // Each member's hold ends as it was taken: back to them if won, gone (0) if lost.
    const holds = await trx
      .selectFrom('ledger_entries')
      .select(['member_user_id', 'amount'])
      .where('dispute_id', '=', row.id)
      .where('entry_type', '=', 'dispute_held')
      .orderBy('id')
      .execute();
    for (const hold of holds) {
      await appendLedgerEntry(trx, {
        musician_id: tip.musician_id,
        member_user_id: hold.member_user_id,
        entry_type: dispute.status === 'won' ? 'dispute_released' : 'dispute_lost',
        // Won: the held share comes back. Lost: it left when it was held; the entry records why.
        amount: dispute.status === 'won' ? -hold.amount : 0,
        dispute_id: row.id,
        at,
      });
      await queueDisputeEmail(trx, ctx, {
        id: row.id,
        musicianId: tip.musician_id,
        userId: hold.member_user_id,
        held: -hold.amount,
        outcome: dispute.status,
      });
    }
  });
}
