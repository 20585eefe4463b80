import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { Payment, Refund } from '../../payments/provider';
import { channels } from '../../realtime/event-bus';
import { platformFee } from '../../../shared/money';
import { PRICE_HOLD_MS } from '../../../shared/tips';
import { REQUEST_PRICE_REFUND } from '../../../shared/tips/price-state';
import { queuePaymentReceivedEmail } from '../earnings/public';
import { creditTip } from '../earnings/service';
import { appendLedgerEntry, earningsOf, splitByCurrentShares } from '../earnings/public';
import { getPlatformSettings } from '../platform/public';
import { requestColumns } from '../requests/public';
import { addSongTips } from './checkout-service';
import { insertSucceededTip } from './checkout-queries';
import {
  findPriceOfPayment,
  findPriceOfRequest,
  heldOrCapturedAmong,
  movePrice,
  openPricesOfShow,
  pricesToSettle,
  setPriceState,
  type PriceRow,
} from './request-price-queries';

/**
 * A request's price is paid only if it is played (docs/decisions/036-request-price-holds.md): the
 * fan's card is authorised when they send, captured when the musician accepts or plays the
 * request, and released when it is declined or the show is over (ended, or PRICE_HOLD_MS after it
 * started) with the request not played; a price captured on accepting is refunded then. The tip
 * authorised with it is taken either way: a card authorisation is captured once, so a release
 * captures the tip alone and the rest goes back to the card.
 *
 * What the price should become is worked out from the request as it stands, the provider is
 * asked (outside any transaction, keyed from the request), and what the provider then says is
 * recorded: a tap, the job and a webhook meeting on one request record one outcome.
 */
type Target = 'capture' | 'release' | null;

function targetOf(row: PriceRow, now: Date): Target {
  const over = row.session_status === 'ended' || now.getTime() - Date.parse(row.started_at) >= PRICE_HOLD_MS;
  if (row.request_status === 'played') return 'capture';
  if (over || row.request_status === 'declined') return 'release';
  if (row.request_status === 'accepted') return 'capture';
  return null;
}

export async function settleRequestPrice(ctx: AppContext, requestId: number): Promise<void> {
  const row = await findPriceOfRequest(ctx.db, requestId);
  if (!row) return;
  const target = targetOf(row, ctx.clock.now());
  const { provider } = ctx.payments;
  const id = row.provider_payment_id;
  if (row.status === 'held') {
    if (target === 'capture') {
      await recordPaymentOutcome(ctx, row, await provider.capturePayment(id, `request-${requestId}-capture`));
    } else if (target === 'release') {
      if (row.tip_amount > 0) {
        // The tip is a gift: taken, and only the price is let go.
        const payment = await provider.capturePayment(id, `request-${requestId}-release`, row.tip_amount);
        await recordPaymentOutcome(ctx, row, payment);
      } else {
        await provider.cancelPayment(id);
        const payment = await provider.retrievePayment(id);
        if (payment) await recordPaymentOutcome(ctx, row, payment);
      }
    }
  } else if (row.status === 'captured' && target === 'release') {
    // Accepted, then never played: the price goes back to the fan (the tip stays given).
    const refund = await provider.refundPayment(
      id,
      `request-${requestId}-price-refund`,
      row.amount,
      REQUEST_PRICE_REFUND,
    );
    await recordPriceRefund(ctx, row, refund);
  }
}

/**
 * After a stage action or the show's end commits: the prices of the requests it touched follow.
 * The musician's action stands whatever the provider answers; a price a provider error left
 * behind is settled by the price-holds job.
 */
export async function settleRequestPrices(ctx: AppContext, requestIds: readonly number[]): Promise<void> {
  for (const { request_id } of await heldOrCapturedAmong(ctx.db, requestIds)) {
    await settleRequestPrice(ctx, request_id).catch(() => undefined);
  }
}

/** When a show ends: every price it still holds is settled (released, or refunded if never played). */
export async function settleShowPrices(ctx: AppContext, sessionId: number): Promise<void> {
  const rows = await openPricesOfShow(ctx.db, sessionId);
  await settleRequestPrices(
    ctx,
    rows.map((row) => row.request_id),
  );
}

/** A payment's news (a webhook, a settle) for a request whose price it holds: re-read and recorded. */
export async function settlePriceOfPayment(ctx: AppContext, payment: Payment): Promise<void> {
  const price = await findPriceOfPayment(ctx.db, payment.id);
  if (!price) return;
  const row = await findPriceOfRequest(ctx.db, price.request_id);
  if (row?.status === 'held') await recordPaymentOutcome(ctx, row, payment);
}

/**
 * Background job: prices out of step with their request (pricesToSettle) are settled: captured,
 * released or refunded. Returns how many it looked at.
 */
export async function settleOverduePrices(ctx: AppContext): Promise<number> {
  const startedBefore = new Date(ctx.clock.now().getTime() - PRICE_HOLD_MS).toISOString();
  const due = await pricesToSettle(ctx.db, startedBefore, 100);
  for (const { request_id } of due) await settleRequestPrice(ctx, request_id);
  return due.length;
}

/** One transaction under the musician's queue and earnings locks, telling both. */
function priceTransaction(ctx: AppContext, row: PriceRow, work: (trx: Db, at: string) => Promise<boolean>) {
  const queue = channels.musicianQueue(row.musician_id);
  const earnings = channels.musicianEarnings(row.musician_id);
  return ctx.bus.transaction([queue, earnings], async (trx, emit) => {
    const at = ctx.clock.now().toISOString();
    if (!(await work(trx, at))) return;
    const request = await trx
      .selectFrom('song_requests')
      .select(requestColumns)
      .where('id', '=', row.request_id)
      .executeTakeFirstOrThrow();
    await emit(queue, 'request.updated', request);
    await emit(earnings, 'earnings.updated', await earningsOf(trx, row.musician_id));
  });
}

/**
 * What the provider says the held payment became: all of it taken (the price is paid), the tip
 * alone (the price released) or nothing (cancelled: released). Still held: nothing to record.
 */
async function recordPaymentOutcome(ctx: AppContext, row: PriceRow, payment: Payment): Promise<void> {
  const taken = payment.status === 'succeeded' || payment.status === 'refunded' ? payment.amountReceived : null;
  if (taken === null && payment.status !== 'canceled') return;
  const priceTaken = taken !== null && taken >= row.amount + row.tip_amount;
  const tipTaken = taken !== null && row.tip_amount > 0 ? row.tip_amount : 0;
  await priceTransaction(ctx, row, async (trx, at) => {
    if (!(await movePrice(trx, row.id, 'held', priceTaken ? 'captured' : 'released', at))) return false;
    if (priceTaken) {
      // Split like a tip, by the shares current now, under the act's earnings lock (decision 035).
      for (const part of await splitByCurrentShares(trx, row.musician_id, row.net_amount)) {
        await appendLedgerEntry(trx, {
          musician_id: row.musician_id,
          member_user_id: part.userId,
          entry_type: 'price_received',
          amount: part.amount,
          price_id: row.id,
          at,
        });
      }
      await addSongTips(trx, row.request_id, row.amount);
    }
    await setPriceState(trx, row.request_id, priceTaken ? 'paid' : 'released', at);
    let tipId: number | undefined;
    let tipNet = 0;
    if (tipTaken > 0) {
      const settings = await getPlatformSettings(trx);
      const tip = await insertSucceededTip(trx, {
        musician_id: row.musician_id,
        request_id: row.request_id,
        session_id: row.session_id,
        amount: tipTaken,
        fee_amount: platformFee(tipTaken, settings.platform_fee_basis_points),
        provider: ctx.payments.provider.name,
        provider_payment_id: payment.id,
        fan_name: row.fan_name,
        at,
      });
      await creditTip(trx, tip);
      await addSongTips(trx, row.request_id, tipTaken);
      tipId = tip.id;
      tipNet = tip.net_amount;
    }
    const price = priceTaken ? row.amount : 0;
    if (price + tipTaken > 0) {
      await queuePaymentReceivedEmail(trx, ctx, {
        musicianId: row.musician_id,
        ...(tipId !== undefined ? { tipId } : {}),
        amountPence: price + tipTaken,
        pricePence: price,
        netAmountPence: (priceTaken ? row.net_amount : 0) + tipNet,
        fanName: row.fan_name,
        songTitle: row.song_title,
      });
    }
    return true;
  });
}

/** A captured price returned: its net share leaves the balance, once. */
async function recordPriceRefund(ctx: AppContext, row: PriceRow, refund: Refund): Promise<void> {
  await priceTransaction(ctx, row, async (trx, at) => {
    if (!(await movePrice(trx, row.id, 'captured', 'refunded', at, refund.id))) return false;
    // A price is refunded whole: each member gives back exactly the part they were credited.
    const parts = await trx
      .selectFrom('ledger_entries')
      .select(['member_user_id', 'amount'])
      .where('price_id', '=', row.id)
      .where('entry_type', '=', 'price_received')
      .orderBy('id')
      .execute();
    for (const part of parts) {
      await appendLedgerEntry(trx, {
        musician_id: row.musician_id,
        member_user_id: part.member_user_id,
        entry_type: 'price_refunded',
        amount: -part.amount,
        price_id: row.id,
        at,
      });
    }
    await addSongTips(trx, row.request_id, -row.amount);
    await setPriceState(trx, row.request_id, 'refunded', at);
    return true;
  });
}
