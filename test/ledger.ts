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

const byFirst = (a: readonly unknown[], b: readonly unknown[]) => String(a[0]).localeCompare(String(b[0]));

/**
 * The ledger invariant, checked after every money test: for each musician the available balance
 * (the sum of their ledger rows) equals the tips received, net of the fee, minus the net shares
 * refunded, minus disputes open or lost, minus the withdrawals not returned; it goes below zero
 * only after a refund or a dispute; each tip is credited once, each refund and dispute step and
 * each withdrawal step recorded once, as their rows say; refunds never exceed their tip and split
 * into fee and net that add up. It holds per act and per (act, member): see the member dimension
 * at the end (docs/decisions/035).
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
      .select(['id', 'member_user_id', 'amount_requested', 'fee_amount', 'net_amount', 'status', 'stage'])
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
      // Per kind, the members' rows add up to the price's net; a refund gives back each part.
      const rows = entries.filter((e) => e.price_id === price.id);
      const byKind = new Map<string, number>();
      for (const e of rows) byKind.set(e.entry_type, (byKind.get(e.entry_type) ?? 0) + e.amount);
      expect([...byKind].sort(byFirst), `price ${price.id} (${price.status})`).toEqual(
        priceEntries[price.status].map(([type, sign]) => [type, sign * price.net_amount]).sort(byFirst),
      );
      for (const member of new Set(rows.map((e) => e.member_user_id))) {
        const own = rows.filter((e) => e.member_user_id === member);
        const kinds = own.map((e) => e.entry_type);
        expect(new Set(kinds).size, `price ${price.id}: one entry of a kind per member`).toBe(kinds.length);
        if (price.status === 'refunded') {
          expect(
            own.reduce((s, e) => s + e.amount, 0),
            `price ${price.id}: member ${member} gave back their part`,
          ).toBe(0);
        }
      }
    }
    const priceRefunds = prices.filter((p) => p.status === 'refunded').length;
    if (refunds.length === 0 && disputes.length === 0 && priceRefunds === 0) {
      expect(available, `musician ${id}: never negative without a refund or dispute`).toBeGreaterThanOrEqual(0);
    }

    // Each tip is credited once per member with a part (decision 035): its rows are its stored
    // parts, and the parts add up to its net.
    const splits = await db.selectFrom('tip_splits').selectAll().where('act_id', '=', id).execute();
    const credited = entries.filter((e) => e.entry_type === 'tip_received');
    expect(
      [...new Set(credited.map((e) => e.tip_id))].sort(),
      `musician ${id}: each tip credited, and only tips`,
    ).toEqual(tips.map((t) => t.id).sort());
    for (const tip of tips) {
      const rows = credited.filter((e) => e.tip_id === tip.id);
      const parts = splits.filter((s) => s.tip_id === tip.id);
      expect(new Set(rows.map((e) => e.member_user_id)).size, `tip ${tip.id}: one credit per member`).toBe(rows.length);
      expect(
        rows.reduce((s, e) => s + e.amount, 0),
        `tip ${tip.id}: the members' credits add up to its net`,
      ).toBe(tip.net_amount);
      expect(
        parts.reduce((s, p) => s + p.amount, 0),
        `tip ${tip.id}: the stored parts add up to its net`,
      ).toBe(tip.net_amount);
      expect(
        rows
          .filter((e) => e.amount !== 0)
          .map((e) => [e.member_user_id, e.amount])
          .sort(byFirst),
        `tip ${tip.id}: credited as stored`,
      ).toEqual(parts.map((p) => [p.member_user_id, p.amount]).sort(byFirst));
    }
    expect(
      splits.every((s) => tips.some((t) => t.id === s.tip_id)),
      `musician ${id}: parts only of its tips`,
    ).toBe(true);
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
        kinds.every((e) => e.entry_type === 'tip_refunded' && e.amount <= 0),
        `refund ${refund.id}: debits only`,
      ).toBe(true);
      expect(kinds.length, `refund ${refund.id}: entries`).toBeGreaterThan(0);
      expect(new Set(kinds.map((e) => e.member_user_id)).size, `refund ${refund.id}: once per member`).toBe(
        kinds.length,
      );
      expect(
        kinds.reduce((s, e) => s + e.amount, 0),
        `refund ${refund.id}: the members' debits add up to its net`,
      ).toBe(-refund.net_amount);
    }
    for (const dispute of disputes) {
      const rows = entries.filter((e) => e.dispute_id === dispute.id);
      const members = [...new Set(rows.map((e) => e.member_user_id))];
      expect(members.length, `dispute ${dispute.id}: entries`).toBeGreaterThan(0);
      for (const member of members) {
        const kinds = rows
          .filter((e) => e.member_user_id === member)
          .map((e) => e.entry_type)
          .sort();
        expect(kinds, `dispute ${dispute.id} (${dispute.status}), member ${member}`).toEqual(
          disputeEntries[dispute.status],
        );
      }
      const held = rows.filter((e) => e.entry_type === 'dispute_held').reduce((s, e) => s + e.amount, 0);
      expect(held, `dispute ${dispute.id}: the members' holds add up to it`).toBe(-dispute.net_amount);
    }
    for (const w of withdrawals) {
      const kinds = entries
        .filter((e) => e.withdrawal_id === w.id)
        .map((e) => e.entry_type)
        .sort();
      expect(kinds, `withdrawal ${w.id} (${w.stage})`).toEqual(withdrawalEntries[w.stage]);
      expect(
        entries.filter((e) => e.withdrawal_id === w.id).every((e) => e.member_user_id === w.member_user_id),
        `withdrawal ${w.id}: its entries are its member's`,
      ).toBe(true);
      expect(w.status, `withdrawal ${w.id}: status matches stage ${w.stage}`).toBe(statusOfStage[w.stage]);
      // The fee was taken on the tips: a withdrawal never pays a second one.
      expect(w.fee_amount).toBe(0);
      expect(w.net_amount).toBe(w.amount_requested);
    }

    // The member dimension (decision 035): each member's balance in the act is the sum of their
    // rows, and equals their parts of tips and prices less their parts of refunds and disputes and
    // their own withdrawals; every row names someone who is or was in the act; no member gives
    // back more of a tip than they were credited for it.
    const people = new Set(
      (await db.selectFrom('act_members').select('user_id').where('act_id', '=', id).execute()).map((r) => r.user_id),
    );
    const owner = await db
      .selectFrom('musician_profiles')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    people.add(owner.user_id);
    const wonDisputes = new Set(disputes.filter((d) => d.status === 'won').map((d) => d.id));
    const capturedPrices = new Set(prices.filter((p) => p.status === 'captured').map((p) => p.id));
    const members = new Set(entries.map((e) => e.member_user_id));
    for (const member of members) {
      expect(people.has(member), `musician ${id}: member ${member} is or was in the act`).toBe(true);
      const own = entries.filter((e) => e.member_user_id === member);
      const sumOf = (rows: typeof own) => rows.reduce((s, e) => s + e.amount, 0);
      const tipParts = splits
        .filter((p) => p.member_user_id === member && tips.some((t) => t.id === p.tip_id))
        .reduce((s, p) => s + p.amount, 0);
      const priceParts = sumOf(own.filter((e) => e.entry_type === 'price_received' && capturedPrices.has(e.price_id!)));
      const refundedParts = -sumOf(own.filter((e) => e.entry_type === 'tip_refunded'));
      const heldParts = -sumOf(own.filter((e) => e.entry_type === 'dispute_held' && !wonDisputes.has(e.dispute_id!)));
      const ownWithdrawn = withdrawals
        .filter((w) => w.member_user_id === member && w.status !== 'rejected')
        .reduce((s, w) => s + w.amount_requested, 0);
      expect(
        sumOf(own),
        `musician ${id}, member ${member}: available = parts of tips + prices kept − refunds − disputes − own withdrawals`,
      ).toBe(tipParts + priceParts - refundedParts - heldParts - ownWithdrawn);
      if (refunds.length === 0 && disputes.length === 0 && priceRefunds === 0) {
        expect(sumOf(own), `musician ${id}, member ${member}: never negative`).toBeGreaterThanOrEqual(0);
      }
      for (const tip of tips) {
        const part = splits.find((p) => p.tip_id === tip.id && p.member_user_id === member)?.amount ?? 0;
        const refundIds = new Set(refunds.filter((r) => r.tip_id === tip.id).map((r) => r.id));
        const disputeIds = new Set(disputes.filter((d) => d.tip_id === tip.id).map((d) => d.id));
        const givenBack = -sumOf(own.filter((e) => e.entry_type === 'tip_refunded' && refundIds.has(e.refund_id!)));
        expect(givenBack, `tip ${tip.id}, member ${member}: refunded at most their part`).toBeLessThanOrEqual(part);
        const held = -sumOf(own.filter((e) => e.entry_type === 'dispute_held' && disputeIds.has(e.dispute_id!)));
        if (refundIds.size === 0) {
          expect(held, `tip ${tip.id}, member ${member}: held at most their part`).toBeLessThanOrEqual(part);
        }
      }
    }
    expect(
      withdrawals.every((w) => people.has(w.member_user_id)),
      `musician ${id}: withdrawals by people of the act`,
    ).toBe(true);
  }
}
