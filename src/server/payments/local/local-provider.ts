import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Updateable } from 'kysely';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { LocalPaymentsTable } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/errors';
import { checkTestCard, testCardMessages, type CardDetails } from '../../../shared/tips/test-cards';
import { paymentMessages } from '../../../shared/tips/payments';
import type { Payment, PaymentProvider } from '../provider';

type Row = Pick<LocalPaymentsTable, 'id' | 'amount' | 'status' | 'metadata' | 'last_error'> & {
  capture_method: 'automatic' | 'manual';
  amount_captured: number | null;
};

const columns = [
  'id',
  'amount',
  'status',
  'metadata',
  'last_error',
  'client_secret',
  'capture_method',
  'amount_captured',
] as const;

/** A manual-capture card that succeeded is only authorised until it is captured, as on Stripe. */
const isAuthorisedOnly = (row: Row) =>
  row.status === 'succeeded' && row.capture_method === 'manual' && row.amount_captured === null;

const toPayment = (row: Row): Payment => ({
  id: row.id,
  amount: row.amount,
  status: isAuthorisedOnly(row) ? 'requires_capture' : row.status,
  metadata: JSON.parse(row.metadata) as Record<string, string>,
  lastError: row.last_error,
  amountReceived:
    (row.status === 'succeeded' || row.status === 'refunded') && !isAuthorisedOnly(row)
      ? (row.amount_captured ?? row.amount)
      : 0,
});

const toRefund = (row: { id: string; payment_id: string; amount: number; purpose: string | null }) => ({
  id: row.id,
  paymentId: row.payment_id,
  amount: row.amount,
  purpose: row.purpose,
});

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  /** The card form's submit: a test card decides the outcome, as Stripe's test cards do. */
  confirm(id: string, clientSecret: string, card: CardDetails): Promise<Payment>;
  /** The second step a 'requires_action' card asks for: approved, or failed by the payer. */
  authenticate(id: string, clientSecret: string, approve: boolean): Promise<Payment>;
}

/**
 * The built-in provider (PAYMENTS=local, the default): payments live in `local_payments`, shaped
 * like Stripe PaymentIntents, and the app's own TEST MODE card form confirms them with the test
 * cards of src/shared/tips/test-cards.ts. No money moves and no real card is accepted. Each state change
 * is one conditional UPDATE, so two confirms of one payment cannot both succeed.
 */
export function createLocalProvider(db: Db, clock: Clock): LocalPaymentProvider {
  /** The refunds a payment had before a full refund took the rest (read inside its transaction). */
  const refundedBefore = async (trx: Db, paymentId: string) => {
    const row = await trx
      .selectFrom('local_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };

  const find = (id: string) => db.selectFrom('local_payments').select(columns).where('id', '=', id).executeTakeFirst();

  const authorised = async (id: string, clientSecret: string) => {
    const row = await find(id);
    if (!row || !sameSecret(row.client_secret, clientSecret)) throw notFound(paymentMessages.paymentNotFound);
    return row;
  };

  /** Moves a payment from one of `from` to `to`; false when another request moved it first. */
  const move = async (id: string, from: LocalPaymentsTable['status'][], values: Updateable<LocalPaymentsTable>) => {
    const result = await db
      .updateTable('local_payments')
      .set({ ...values, updated_at: clock.now().toISOString() })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  const reread = async (id: string) => toPayment((await find(id))!);

  return {
    name: 'local',
    publishableKey: null,

    async createPayment(input) {
      const at = clock.now().toISOString();
      const id = `lpi_${token(18)}`;
      try {
        await db
          .insertInto('local_payments')
          .values({
            id,
            amount: input.amount,
            currency: 'gbp',
            status: 'requires_payment_method',
            client_secret: `${id}_secret_${token(18)}`,
            description: input.description,
            metadata: JSON.stringify(input.metadata),
            idempotency_key: input.idempotencyKey,
            last_error: null,
            card_brand: null,
            card_last4: null,
            capture_method: input.captureMethod ?? 'automatic',
            created_at: at,
            updated_at: at,
          })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await db
        .selectFrom('local_payments')
        .select(columns)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { ...toPayment(row), clientSecret: row.client_secret };
    },

    async retrievePayment(id) {
      const row = await find(id);
      return row ? toPayment(row) : null;
    },

    async cancelPayment(id) {
      await move(id, ['requires_payment_method', 'requires_action'], { status: 'canceled' });
      // An authorisation not yet captured is released; a captured payment stays as it is.
      await db
        .updateTable('local_payments')
        .set({ status: 'canceled', updated_at: clock.now().toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where('capture_method', '=', 'manual')
        .where('amount_captured', 'is', null)
        .execute();
    },

    async capturePayment(id, _idempotencyKey, amount) {
      const row = await find(id);
      if (!row) throw notFound(paymentMessages.paymentNotFound);
      const toCapture = amount ?? row.amount;
      if (toCapture <= 0 || toCapture > row.amount) throw conflict(paymentMessages.notCapturable);
      // One capture per payment, whoever asks: the condition is the lock, so a second capture
      // (a retry, the job beside a musician's tap) finds it taken and answers with it as it stands.
      await db
        .updateTable('local_payments')
        .set({ amount_captured: toCapture, updated_at: clock.now().toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .where('capture_method', '=', 'manual')
        .where('amount_captured', 'is', null)
        .execute();
      const now = await reread(id);
      if (now.status !== 'succeeded' && now.status !== 'refunded') throw conflict(paymentMessages.notCapturable);
      return now;
    },

    async refundPayment(id, idempotencyKey, amount, purpose) {
      const byKey = () =>
        db
          .selectFrom('local_refunds')
          .select(['id', 'payment_id', 'amount', 'purpose'])
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst();
      const earlier = await byKey();
      if (earlier) return toRefund(earlier);
      const payment = await find(id);
      if (!payment) throw notFound(paymentMessages.paymentNotFound);
      const paid = toPayment(payment);
      if (paid.status !== 'succeeded') throw conflict(paymentMessages.notRefundable);
      const refund = { id: `lre_${token(18)}`, payment_id: id, purpose: purpose ?? null };
      try {
        return await db.transaction().execute(async (trx) => {
          // What is left is checked and taken in one conditional UPDATE: refunds asked for at the
          // same moment queue on the payment's row, and those that no longer fit are refused.
          const at = clock.now().toISOString();
          const taken = await trx
            .updateTable('local_payments')
            .set((eb) => ({
              amount_refunded: amount === undefined ? paid.amountReceived : eb('amount_refunded', '+', amount),
              updated_at: at,
            }))
            .where('id', '=', id)
            .where('status', '=', 'succeeded')
            .where((eb) =>
              amount === undefined
                ? eb('amount_refunded', '<', paid.amountReceived)
                : eb(eb('amount_refunded', '+', amount), '<=', paid.amountReceived),
            )
            .returning(['amount_refunded'])
            .executeTakeFirst();
          if (!taken) throw conflict(paymentMessages.notRefundable);
          const before = amount === undefined ? null : taken.amount_refunded - amount;
          const refundAmount = amount ?? paid.amountReceived - (before ?? (await refundedBefore(trx, id)));
          if (refundAmount <= 0) throw conflict(paymentMessages.notRefundable);
          await trx
            .insertInto('local_refunds')
            .values({ ...refund, amount: refundAmount, idempotency_key: idempotencyKey, created_at: at })
            .execute();
          // Refunded in full: the payment says so, as a Stripe charge's `refunded` does.
          if (taken.amount_refunded === paid.amountReceived) {
            await trx.updateTable('local_payments').set({ status: 'refunded' }).where('id', '=', id).execute();
          }
          return toRefund({ ...refund, amount: refundAmount });
        });
      } catch (error) {
        // The same key at the same moment: the other request's refund is the answer.
        const other = await byKey();
        if (other) return toRefund(other);
        throw error;
      }
    },

    async listRefunds(paymentId) {
      const rows = await db
        .selectFrom('local_refunds')
        .select(['id', 'payment_id', 'amount', 'purpose'])
        .where('payment_id', '=', paymentId)
        .orderBy('created_at')
        .execute();
      return rows.map(toRefund);
    },

    async retrieveDispute() {
      // Fans of the local test mode cannot dispute a payment; disputes come from Stripe only.
      return null;
    },

    async confirm(id, clientSecret, card) {
      const row = await authorised(id, clientSecret);
      if (row.status !== 'requires_payment_method') throw conflict(paymentMessages.notAwaitingCard);
      const check = checkTestCard(card, clock.now());
      // A mistyped card is the form's error: the payment itself is unchanged.
      if (!check.ok) throw badRequest(check.message);
      const outcome = check.card.outcome;
      const values: Updateable<LocalPaymentsTable> =
        outcome === 'succeeds'
          ? { status: 'succeeded', last_error: null }
          : outcome === 'requires_action'
            ? { status: 'requires_action', last_error: null }
            : {
                status: 'requires_payment_method',
                last_error:
                  outcome === 'insufficient_funds' ? testCardMessages.insufficientFunds : testCardMessages.declined,
              };
      const moved = await move(id, ['requires_payment_method'], {
        ...values,
        card_brand: check.card.brand,
        card_last4: check.last4,
      });
      if (!moved) throw conflict(paymentMessages.notAwaitingCard);
      return reread(id);
    },

    async authenticate(id, clientSecret, approve) {
      await authorised(id, clientSecret);
      const moved = await move(
        id,
        ['requires_action'],
        approve
          ? { status: 'succeeded', last_error: null }
          : { status: 'requires_payment_method', last_error: testCardMessages.authenticationFailed },
      );
      if (!moved) throw conflict(paymentMessages.notAwaitingAuthentication);
      return reread(id);
    },
  };
}
