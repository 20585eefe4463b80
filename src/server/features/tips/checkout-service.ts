import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import type { Payment } from '../../payments/provider';
import { channels } from '../../realtime/event-bus';
import { platformFee } from '../../../shared/money';
import { priceHeldText } from '../../../shared/tips/price-texts';
import type { SongRequestBody } from '../../../shared/requests';
import { CHECKOUT_TTL_MS, tipMessages, type RequestCheckout, type RequestCheckoutStatus } from '../../../shared/tips';
import { queuePaymentReceivedEmail } from '../earnings/public';
import { queueFanReceiptEmail } from './emails';
import { creditTip } from '../earnings/service';
import { earningsOf } from '../earnings/public';
import { getPlatformSettings } from '../platform/public';
import { admitRequest, checkAdmissible, type IntakeSession, type Requester } from '../requests/intake-service';
import { isUniqueViolation } from '../../db/unique-violation';
import type { SongRequest } from '../../../shared/live';
import { findKeyedSend, findRequestById, forgetKeyedSend, recordKeyedSend, type SendKey } from '../requests/public';
import {
  abandonedCheckouts,
  attachPayment,
  findCheckoutById,
  findCheckoutByPayment,
  findCheckoutByPublicId,
  finishCheckout,
  insertCheckout,
  insertSucceededTip,
  noteDecline,
  type CheckoutRow,
} from './checkout-queries';
import { insertHeldPrice } from './request-price-queries';

/** Payments of this purpose are a fan's tipped request (metadata.checkout_id names it). */
export const TIPPED_REQUEST = 'tipped_request';

/**
 * A request with a tip or a price (docs/decisions/006-tips-and-payments.md). The request is held
 * in a checkout while the fan pays; the show's limits are looked at now, so a fan is not asked to pay
 * for a request that would be refused, and enforced again, under the queue lock, when the payment
 * succeeds (settleTippedRequest). Nothing enters the queue, the ledger or the tips until then.
 */
export async function startPaidRequest(
  ctx: AppContext,
  session: IntakeSession,
  input: SongRequestBody,
  requester: Requester,
  price: number,
  send?: SendKey,
): Promise<{ checkout: RequestCheckout } | { request: SongRequest }> {
  if (send) {
    const earlier = await earlierCheckout(ctx, send);
    if (earlier) return earlier;
  }
  const now = ctx.clock.now();
  const amount = price + input.tip_amount;
  // A first look without the lock; the same rules hold again when the payment succeeds.
  await checkAdmissible(ctx, ctx.db, session, input, requester);

  const at = now.toISOString();
  const publicId = randomBytes(18).toString('base64url');
  const { provider } = ctx.payments;
  const values = {
    public_id: publicId,
    session_id: session.id,
    musician_id: session.musician_id,
    provider: provider.name,
    provider_payment_id: null,
    amount,
    tip_amount: input.tip_amount,
    price_amount: price,
    is_premium: input.premium ? 1 : 0,
    song_title: input.song_title,
    artist_name: input.artist_name,
    fan_name: input.fan_name,
    message: input.message,
    device_id: requester.deviceId,
    ip_hash: requester.ipHash,
    status: 'awaiting_payment' as const,
    failure_message: null,
    request_id: null,
    receipt_email: null,
    created_at: at,
    updated_at: at,
  };
  let id: number;
  try {
    // The checkout and its key commit together: a retry finds both or neither.
    id = await ctx.db.transaction().execute(async (trx) => {
      const checkoutId = await insertCheckout(trx, values);
      if (send) await recordKeyedSend(trx, send, { checkoutId }, at);
      return checkoutId;
    });
  } catch (error) {
    // A retry of the same key got there first: answer with its checkout.
    const earlier = send && isUniqueViolation(error) ? await earlierCheckout(ctx, send) : undefined;
    if (earlier) return earlier;
    throw error;
  }
  return { checkout: await openPayment(ctx, { id, ...values }) };
}

/**
 * What an earlier send with this key made: the request once its payment went through, or its
 * checkout, still open, to pay. A checkout that ended unpaid frees the key for a new attempt.
 */
async function earlierCheckout(
  ctx: AppContext,
  send: SendKey,
): Promise<{ checkout: RequestCheckout } | { request: SongRequest } | undefined> {
  const prior = await findKeyedSend(ctx.db, send);
  if (prior?.request_id) return { request: await findRequestById(ctx.db, prior.request_id) };
  const checkout = prior?.checkout_id ? await findCheckoutById(ctx.db, prior.checkout_id) : undefined;
  if (!checkout) return undefined;
  if (checkout.status === 'completed' && checkout.request_id !== null) {
    return { request: await findRequestById(ctx.db, checkout.request_id) };
  }
  if (checkout.status === 'awaiting_payment') return { checkout: await openPayment(ctx, checkout) };
  await forgetKeyedSend(ctx.db, send);
  return undefined;
}

/**
 * The checkout's payment at the provider, made on first call and found again on later ones: the
 * provider's idempotency key is the checkout's, so a retry gets the same payment and secret.
 * Called outside any transaction.
 */
async function openPayment(
  ctx: AppContext,
  checkout: Pick<
    CheckoutRow,
    'id' | 'public_id' | 'session_id' | 'amount' | 'tip_amount' | 'price_amount' | 'is_premium' | 'song_title'
  >,
): Promise<RequestCheckout> {
  const { provider } = ctx.payments;
  const payment = await provider.createPayment({
    amount: checkout.amount,
    description:
      `${checkout.price_amount > 0 ? 'Song request' : 'Tip with a song request'}: ${checkout.song_title}`.slice(0, 200),
    metadata: { purpose: TIPPED_REQUEST, checkout_id: checkout.public_id, session_id: String(checkout.session_id) },
    idempotencyKey: `checkout-${checkout.public_id}`,
    // A price is paid only if the request is played (decision 036): the card is authorised now.
    ...(checkout.price_amount > 0 ? { captureMethod: 'manual' as const } : {}),
  });
  await attachPayment(ctx.db, checkout.id, payment.id, ctx.clock.now().toISOString());
  return {
    id: checkout.public_id,
    status: 'awaiting_payment',
    amount: checkout.amount,
    tip_amount: checkout.tip_amount,
    price_amount: checkout.price_amount,
    price_note: checkout.price_amount > 0 ? priceHeldText(checkout.price_amount) : null,
    premium: checkout.is_premium === 1,
    provider: provider.name,
    client_secret: payment.clientSecret,
    payment_id: payment.id,
    publishable_key: provider.publishableKey,
  };
}

/**
 * What a payment's new state means for its checkout. Registered with ctx.payments for every
 * provider, so a local confirm, a Stripe webhook and the abandoned-checkout job all land here;
 * safe to run any number of times for one payment.
 */
export async function settleTippedRequest(ctx: AppContext, payment: Payment): Promise<void> {
  const checkout = await findCheckoutByPayment(ctx.db, payment.id);
  if (!checkout || checkout.status !== 'awaiting_payment') return;
  const at = ctx.clock.now().toISOString();
  switch (payment.status) {
    case 'succeeded':
    case 'requires_capture':
      return completeCheckout(ctx, checkout, payment);
    case 'canceled':
      await finishCheckout(ctx.db, checkout.id, { status: 'failed', failure_message: tipMessages.cancelled, at });
      return;
    case 'requires_payment_method':
      // A declined card: the fan may try another one; the checkout keeps waiting.
      await noteDecline(ctx.db, checkout.id, payment.lastError, at);
      return;
    default:
      return;
  }
}

async function completeCheckout(ctx: AppContext, checkout: CheckoutRow, payment: Payment): Promise<void> {
  const queue = channels.musicianQueue(checkout.musician_id);
  const earnings = channels.musicianEarnings(checkout.musician_id);
  try {
    await ctx.bus.transaction([queue, earnings], async (trx, emit) => {
      const at = ctx.clock.now().toISOString();
      // Claimed first: a second settle of this payment waits on the channel locks, then finds
      // the checkout no longer awaiting payment and does nothing.
      if (!(await finishCheckout(trx, checkout.id, { status: 'completed', at }))) return;
      const request = await admitRequest(
        ctx,
        trx,
        emit,
        { id: checkout.session_id, musician_id: checkout.musician_id },
        {
          song_title: checkout.song_title,
          artist_name: checkout.artist_name,
          fan_name: checkout.fan_name,
          message: checkout.message,
          tip_amount: checkout.tip_amount,
          premium: checkout.is_premium === 1,
        },
        { deviceId: checkout.device_id, ipHash: checkout.ip_hash },
        { tip: checkout.tip_amount, price: checkout.price_amount, premium: checkout.is_premium === 1 },
      );
      await trx
        .updateTable('request_checkouts')
        .set({ request_id: request.id })
        .where('id', '=', checkout.id)
        .execute();
      if (payment.status === 'requires_capture') {
        await holdPrice(ctx, trx, checkout, payment, request.id, at);
      } else {
        await recordTip(ctx, trx, checkout, payment, request.id, at);
        await emit(earnings, 'earnings.updated', await earningsOf(trx, checkout.musician_id));
      }
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The show ended, or a rule refused the request while the fan paid: the money goes back
    // (a hold is released; a payment already taken is refunded).
    if (payment.status === 'requires_capture') await ctx.payments.provider.cancelPayment(payment.id);
    else await ctx.payments.provider.refundPayment(payment.id, `refund-${checkout.public_id}`);
    await finishCheckout(ctx.db, checkout.id, {
      status: 'refunded',
      failure_message: tipMessages.refunded(error.message),
      at: ctx.clock.now().toISOString(),
    });
  }
}

/**
 * A priced request's payment is only authorised: its price (and the tip with it) is held, with the
 * fee it will carry, until the musician plays or declines it (request-price-service). Nothing
 * reaches the ledger yet; the fan's receipt says what is held.
 */
async function holdPrice(
  ctx: AppContext,
  trx: Db,
  checkout: CheckoutRow,
  payment: Payment,
  requestId: number,
  at: string,
): Promise<void> {
  const settings = await getPlatformSettings(trx);
  await insertHeldPrice(trx, {
    request_id: requestId,
    musician_id: checkout.musician_id,
    session_id: checkout.session_id,
    provider: ctx.payments.provider.name,
    provider_payment_id: payment.id,
    amount: checkout.price_amount,
    tip_amount: checkout.tip_amount,
    fee_amount: platformFee(checkout.price_amount, settings.platform_fee_basis_points),
    at,
  });
  await queueReceipt(ctx, trx, checkout, at);
}

/** The fan's receipt, if they asked: read again under the queue lock, as they may have typed it while paying. */
async function queueReceipt(ctx: AppContext, trx: Db, checkout: CheckoutRow, at: string): Promise<void> {
  const receipt = await trx
    .selectFrom('request_checkouts')
    .select('receipt_email')
    .where('id', '=', checkout.id)
    .executeTakeFirst();
  if (receipt?.receipt_email) await queueFanReceiptEmail(trx, ctx, receipt.receipt_email, checkout, at);
}

/**
 * The tip row and its ledger credit, net of the platform fee taken once here (decision 005), in
 * the transaction that admits the request, with the musician's 'payment received' e-mail.
 */
async function recordTip(
  ctx: AppContext,
  trx: Db,
  checkout: CheckoutRow,
  payment: Payment,
  requestId: number,
  at: string,
): Promise<void> {
  const settings = await getPlatformSettings(trx);
  const tip = await insertSucceededTip(trx, {
    musician_id: checkout.musician_id,
    request_id: requestId,
    session_id: checkout.session_id,
    amount: checkout.amount,
    fee_amount: platformFee(checkout.amount, settings.platform_fee_basis_points),
    provider: ctx.payments.provider.name,
    provider_payment_id: payment.id,
    fan_name: checkout.fan_name,
    at,
  });
  await creditTip(trx, tip);
  await addSongTips(trx, requestId, checkout.amount);
  await queuePaymentReceivedEmail(trx, ctx, {
    musicianId: checkout.musician_id,
    tipId: tip.id,
    amountPence: checkout.amount,
    pricePence: checkout.price_amount,
    netAmountPence: tip.net_amount,
    fanName: checkout.fan_name,
    songTitle: checkout.song_title,
  });
  await queueReceipt(ctx, trx, checkout, at);
}

/**
 * The Songs Database's tips for the requested song, kept in the transaction that records the
 * money, so the total cannot drift from the payments; a refund takes its amount back (earnings/refunds-service).
 */
export async function addSongTips(trx: Db, requestId: number, amount: number): Promise<void> {
  await trx
    .updateTable('songs')
    .set((eb) => ({ total_tips: eb('total_tips', '+', amount) }))
    .where('id', '=', (eb) => eb.selectFrom('song_requests').select('song_id').where('id', '=', requestId))
    .execute();
}

export async function checkoutStatus(ctx: AppContext, publicId: string): Promise<RequestCheckoutStatus | null> {
  const checkout = await findCheckoutByPublicId(ctx.db, publicId);
  return checkout ? presentCheckout(checkout) : null;
}

export const presentCheckout = (checkout: CheckoutRow): RequestCheckoutStatus => ({
  id: checkout.public_id,
  status: checkout.status,
  amount: checkout.amount,
  song_title: checkout.song_title,
  message: checkout.failure_message,
  request_id: checkout.request_id,
});

/** The checkout of a payment, for the local card form's answer. */
export async function checkoutOfPayment(ctx: AppContext, paymentId: string): Promise<RequestCheckoutStatus | null> {
  const checkout = await findCheckoutByPayment(ctx.db, paymentId);
  return checkout ? presentCheckout(checkout) : null;
}

/**
 * Background job: checkouts not finished within CHECKOUT_TTL_MS. The provider is asked first (a
 * webhook may have been lost: a payment that did succeed completes its request now); any other is
 * cancelled with the provider and marked expired, so nothing is charged later.
 */
export async function expireAbandonedCheckouts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - CHECKOUT_TTL_MS).toISOString();
  const stale = await abandonedCheckouts(ctx.db, cutoff, 100);
  for (const checkout of stale) {
    const paymentId = checkout.provider_payment_id;
    if (paymentId) {
      const payment = await ctx.payments.provider.retrievePayment(paymentId);
      if (payment?.status === 'succeeded') {
        await settleTippedRequest(ctx, payment);
        continue;
      }
      await ctx.payments.provider.cancelPayment(paymentId);
    }
    await finishCheckout(ctx.db, checkout.id, {
      status: 'expired',
      failure_message: tipMessages.expired,
      at: ctx.clock.now().toISOString(),
    });
  }
  return stale.length;
}
