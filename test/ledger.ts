import { expect } from 'vitest';
import type { Db } from '../src/server/db/connection';

/** The ledger entries a withdrawal has at each stage (docs/decisions/019). */
const withdrawalEntries = {
  requested: ['withdrawal_requested'],
  approved: ['withdrawal_requested'],
  sent: ['withdrawal_requested'],
  paid: ['withdrawal_paid', 'withdrawal_requested'],
  failed: ['withdrawal_requested', 'withdrawal_returned'],
  rejected: ['withdrawal_requested', 'withdrawal_returned'],
} as const;
/** The spec's status for each stage: a failed payout reads as rejected (funds returned). */
const statusOfStage = {
  requested: 'pending',
  approved: 'approved',
  sent: 'approved',
  paid: 'approved',
  failed: 'rejected',
  rejected: 'rejected',
} as const;
/** A request price's entries (decision 036): none while held or when released. */
const priceEntries = {
  held: [],
  released: [],
  captured: [['price_received', 1]],
  refunded: [
    ['price_received', 1],
    ['price_refunded', -1],
  ],
} as const;
/** What the request says of its price, for each state of the price's money. */
const priceStateOf = { held: 'held', released: 'released', captured: 'paid', refunded: 'refunded' } as const;
const disputeEntries = {
  open: ['dispute_held'],
  won: ['dispute_held', 'dispute_released'],
  lost: ['dispute_held', 'dispute_lost'],
} as const;

/**
 * The ledger invariant, checked after every money test: for each musician the available balance
 * (the sum of their ledger rows) equals the tips received, net of the fee, minus the net shares
 * refunded, minus disputes open or lost, minus the withdrawals not returned; it goes below zero
 * only after a refund or a dispute; each tip is credited once, each refund and dispute step and
 * each withdrawal step recorded once, as their rows say; refunds never exceed their tip and split
 * into fee and net that add up.
 */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  const musicians = await db.selectFrom('musician_profiles').select('id').execute();
  for (const { id } of musicians) {
    const entries = await db.selectFrom('ledger_entries').selectAll().where('musician_id', '=', id).execute();
    const tips = await db
      .selectFrom('tips')
      .select(['id', 'amount', 'fee_amount', 'net_amount', 'status'])
      .where('musician_id', '=', id)
      .where('status', 'in', ['succeeded', 'refunded'])
      .execute();
    const refunds = await db.selectFrom('tip_refunds').selectAll().where('musician_id', '=', id).execute();
    const disputes = await db.selectFrom('tip_disputes').selectAll().where('musician_id', '=', id).execute();
    const prices = await db
      .selectFrom('request_prices as p')
      .innerJoin('song_requests as r', 'r.id', 'p.request_id')
      .select(['p.id', 'p.amount', 'p.fee_amount', 'p.net_amount', 'p.status', 'r.price_state', 'r.price_amount'])
      .where('p.musician_id', '=', id)
      .execute();
    const withdrawals = await db
      .selectFrom('withdrawals')
      .select(['id', 'amount_requested', 'fee_amount', 'net_amount', 'status', 'stage'])
      .where('musician_id', '=', id)
      .execute();

    const available = entries.reduce((sum, e) => sum + e.amount, 0);
    const tipsTotal = tips.reduce((sum, t) => sum + t.net_amount, 0);
    const refunded = refunds.reduce((sum, r) => sum + r.net_amount, 0);
    const disputed = disputes.filter((d) => d.status !== 'won').reduce((sum, d) => sum + d.net_amount, 0);
    const withdrawn = withdrawals.filter((w) => w.status !== 'rejected').reduce((s, w) => s + w.amount_requested, 0);
    // Only a captured price is the musician's: held ones are on the fan's card, released and
    // refunded ones went back.
    const pricesKept = prices.filter((p) => p.status === 'captured').reduce((s, p) => s + p.net_amount, 0);
    expect(
      available,
      `musician ${id}: available = tips + prices kept − refunds − disputes − withdrawals not returned`,
    ).toBe(tipsTotal + pricesKept - refunded - disputed - withdrawn);
    for (const price of prices) {
      expect(price.fee_amount + price.net_amount, `price ${price.id}: fee + net`).toBe(price.amount);
      expect(price.price_amount, `price ${price.id}: the request's own price`).toBe(price.amount);
      expect(price.price_state, `price ${price.id} (${price.status}): the request says so`).toBe(
        priceStateOf[price.status],
      );
      expect(
        entries.filter((e) => e.price_id === price.id).map((e) => [e.entry_type, e.amount]),
        `price ${price.id} (${price.status})`,
      ).toEqual(priceEntries[price.status].map(([type, sign]) => [type, sign * price.net_amount]));
    }
    const priceRefunds = prices.filter((p) => p.status === 'refunded').length;
    if (refunds.length === 0 && disputes.length === 0 && priceRefunds === 0) {
      expect(available, `musician ${id}: never negative without a refund or dispute`).toBeGreaterThanOrEqual(0);
    }

    const credited = entries.filter((e) => e.entry_type === 'tip_received').map((e) => e.tip_id);
    expect([...credited].sort(), `musician ${id}: each tip credited once`).toEqual(tips.map((t) => t.id).sort());
    for (const tip of tips) {
      const own = refunds.filter((r) => r.tip_id === tip.id);
      const total = own.reduce((s, r) => s + r.amount, 0);
      expect(total, `tip ${tip.id}: refunded at most what was paid`).toBeLessThanOrEqual(tip.amount);
      expect(tip.status === 'refunded', `tip ${tip.id}: refunded in full ⇔ status refunded`).toBe(total === tip.amount);
      if (total === tip.amount) {
        expect(
          own.reduce((s, r) => s + r.net_amount, 0),
          `tip ${tip.id}: net reversed in full`,
        ).toBe(tip.net_amount);
      }
    }
    for (const refund of refunds) {
      expect(refund.fee_amount + refund.net_amount, `refund ${refund.id}: fee + net`).toBe(refund.amount);
      const kinds = entries.filter((e) => e.refund_id === refund.id);
      expect(
        kinds.map((e) => [e.entry_type, e.amount]),
        `refund ${refund.id}`,
      ).toEqual([['tip_refunded', -refund.net_amount]]);
    }
    for (const dispute of disputes) {
      const kinds = entries
        .filter((e) => e.dispute_id === dispute.id)
        .map((e) => e.entry_type)
        .sort();
      expect(kinds, `dispute ${dispute.id} (${dispute.status})`).toEqual(disputeEntries[dispute.status]);
    }
    for (const w of withdrawals) {
      const kinds = entries
        .filter((e) => e.withdrawal_id === w.id)
        .map((e) => e.entry_type)
        .sort();
      expect(kinds, `withdrawal ${w.id} (${w.stage})`).toEqual(withdrawalEntries[w.stage]);
      expect(w.status, `withdrawal ${w.id}: status matches stage ${w.stage}`).toBe(statusOfStage[w.stage]);
      // The fee was taken on the tips: a withdrawal never pays a second one.
      expect(w.fee_amount).toBe(0);
      expect(w.net_amount).toBe(w.amount_requested);
    }
  }
}
