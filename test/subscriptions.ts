import type { Clock } from '../src/server/clock';
import type { Db } from '../src/server/db/connection';
import type { TestApp } from './app';
import { completeProfile, signedInMusician } from './musician-client';
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

const SUBSCRIPTION_KINDS: EmailKind[] = [
  'subscription_started',
  'subscription_receipt',
  'subscription_renewed',
  'subscription_renewal_failed',
  'subscription_cancelled',
  'subscription_reactivated',
  'subscription_refunded',
  'subscription_lapsed',
];

/** A musician's subscription e-mails, oldest first: 'kind: subject' and the plain-text body. */
export const subscriptionEmailsOf = async (db: Db, musicianId: number) =>
  (
    await db
      .selectFrom('email_outbox')
      .select(['kind', 'subject', 'text_body'])
      .where('musician_id', '=', musicianId)
      .where('kind', 'in', SUBSCRIPTION_KINDS)
      .orderBy('id')
      .execute()
  ).map((row) => ({ line: `${row.kind}: ${row.subject}`, text: row.text_body }));

/** A signed-in musician whose 14-day trial starts now on the test's clock. */
export async function musicianInTrial(t: TestApp, clock: Clock) {
  const signed = await signedInMusician(t, { profile: completeProfile });
  await t.ctx.db
    .updateTable('subscriptions')
    .set({ trial_ends_at: new Date(clock.now().getTime() + 14 * 86_400_000).toISOString() })
    .where('musician_id', '=', signed.m.profileId)
    .execute();
  return signed;
}
