import type { Db } from '../../db/connection';
import type { Updateable } from 'kysely';
import type { Subscription, SubscriptionsTable } from '../../db/types';

export const findSubscription = (db: Db, musicianId: number): Promise<Subscription | undefined> =>
  db.selectFrom('subscriptions').selectAll().where('musician_id', '=', musicianId).executeTakeFirst();

export const findSubscriptionById = (db: Db, id: number): Promise<Subscription | undefined> =>
  db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

export const findSubscriptionByProviderId = (
  db: Db,
  providerSubscriptionId: string,
): Promise<Subscription | undefined> =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .executeTakeFirst();

/**
 * Writes `values` only while the row is still in one of `from`: the check and the write are one
 * statement, so two requests (or a request and the renewals job) cannot both make a transition.
 */
export async function moveSubscription(
  db: Db,
  id: number,
  from: readonly Subscription['status'][],
  values: Omit<Updateable<SubscriptionsTable>, 'id' | 'musician_id' | 'created_at'> & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export const listSubscriptionPayments = (db: Db, subscriptionId: number) =>
  db
    .selectFrom('subscription_payments')
    .select(['id', 'amount', 'refunded_amount', 'status', 'period_start', 'period_end', 'created_at'])
    .where('subscription_id', '=', subscriptionId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

export const firstPaidPayment = (db: Db, subscriptionId: number) =>
  db
    .selectFrom('subscription_payments')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('status', 'in', ['paid', 'refunded'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst();

export const findSubscriptionPayment = (db: Db, providerPaymentId: string) =>
  db
    .selectFrom('subscription_payments')
    .select('id')
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();

export async function insertSubscriptionPayment(
  db: Db,
  row: {
    subscription_id: number;
    amount: number;
    status: 'paid' | 'failed';
    provider_payment_id: string;
    period_start: string | null;
    period_end: string | null;
    at: string;
  },
): Promise<void> {
  const { at, ...values } = row;
  await db
    .insertInto('subscription_payments')
    .values({ ...values, refunded_amount: 0, created_at: at, updated_at: at })
    .execute();
}
