import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import type { LocalPaymentsTable } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/errors';
import { checkTestCard, testCardMessages, type CardDetails } from '../../../shared/test-cards';
import { paymentMessages } from '../../../shared/payments';
import type { Payment, PaymentProvider } from '../provider';

type Row = Pick<LocalPaymentsTable, 'id' | 'amount' | 'status' | 'metadata' | 'last_error'>;

const toPayment = (row: Row): Payment => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  metadata: JSON.parse(row.metadata) as Record<string, string>,
  lastError: row.last_error,
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
 * cards of src/shared/test-cards.ts. No money moves and no real card is accepted. Each state change
 * is one conditional UPDATE, so two confirms of one payment cannot both succeed.
 */
export function createLocalProvider(db: Db, clock: Clock): LocalPaymentProvider {
  const find = (id: string) =>
    db
      .selectFrom('local_payments')
      .select(['id', 'amount', 'status', 'metadata', 'last_error', 'client_secret'])
      .where('id', '=', id)
      .executeTakeFirst();

  const authorised = async (id: string, clientSecret: string) => {
    const row = await find(id);
    if (!row || !sameSecret(row.client_secret, clientSecret)) throw notFound(paymentMessages.paymentNotFound);
    return row;
  };

  /** Moves a payment from one of `from` to `to`; false when another request moved it first. */
  const move = async (id: string, from: LocalPaymentsTable['status'][], values: Partial<LocalPaymentsTable>) => {
    const result = await db
      .updateTable('local_payments')
      .set({ ...values, updated_at: clock.now().toISOString() })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  };

  const refundedSoFar = async (paymentId: string) => {
    const row = await db
      .selectFrom('local_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
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
            created_at: at,
            updated_at: at,
          })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      const row = await db
        .selectFrom('local_payments')
        .select(['id', 'amount', 'status', 'metadata', 'last_error', 'client_secret'])
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
    },

    async refundPayment(id, idempotencyKey, amount) {
      const payment = await find(id);
      if (!payment) throw notFound(paymentMessages.paymentNotFound);
      const earlier = await db
        .selectFrom('local_refunds')
        .select(['id', 'payment_id', 'amount'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (earlier) return { id: earlier.id, paymentId: earlier.payment_id, amount: earlier.amount };
      if (payment.status !== 'succeeded') throw conflict(paymentMessages.notRefundable);
      const refunded = await refundedSoFar(id);
      const refundAmount = amount ?? payment.amount - refunded;
      if (refundAmount <= 0 || refunded + refundAmount > payment.amount) throw conflict(paymentMessages.notRefundable);
      const refund = { id: `lre_${token(18)}`, payment_id: id, amount: refundAmount };
      try {
        await db
          .insertInto('local_refunds')
          .values({ ...refund, idempotency_key: idempotencyKey, created_at: clock.now().toISOString() })
          .execute();
      } catch (error) {
        // The same key at the same moment: the other request's refund is the answer.
        if (!isUniqueViolation(error)) throw error;
        const row = await db
          .selectFrom('local_refunds')
          .select(['id', 'payment_id', 'amount'])
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirstOrThrow();
        return { id: row.id, paymentId: row.payment_id, amount: row.amount };
      }
      // Refunded in full: the payment says so, as a Stripe charge's `refunded` does.
      if (refunded + refundAmount === payment.amount) await move(id, ['succeeded'], { status: 'refunded' });
      return { id: refund.id, paymentId: id, amount: refund.amount };
    },

    async listRefunds(paymentId) {
      const rows = await db
        .selectFrom('local_refunds')
        .select(['id', 'payment_id', 'amount'])
        .where('payment_id', '=', paymentId)
        .orderBy('created_at')
        .execute();
      return rows.map((row) => ({ id: row.id, paymentId: row.payment_id, amount: row.amount }));
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
      const values: Partial<LocalPaymentsTable> =
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
