import type { Db } from '../src/server/db/connection';
import type { EmailKind } from '../src/server/db/types';

/** A musician's subscription payments, oldest first: amount and status. */
export const subscriptionPaymentsOf = (db: Db, musicianId: number) =>
  db
    .selectFrom('subscription_payments')
    .innerJoin('subscriptions', 'subscriptions.id', 'subscription_payments.subscription_id')
    .select(['subscription_payments.amount', 'subscription_payments.status'])
    .where('subscriptions.musician_id', '=', musicianId)
    .orderBy('subscription_payments.id')
    .execute();

/** How many e-mails of a kind the outbox holds for a musician. */
export const emailsOf = (db: Db, musicianId: number, kind: EmailKind) =>
  db
    .selectFrom('email_outbox')
    .select('id')
    .where('musician_id', '=', musicianId)
    .where('kind', '=', kind)
    .execute()
    .then((rows) => rows.length);
