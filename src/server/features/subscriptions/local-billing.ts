import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import type { SubscriptionBilling } from './billing';

/** The customer id the local provider gives a subscription's musician. */
export const localCustomerId = (subscriptionId: number): string => `lcus_${subscriptionId}`;

const setupMac = (secret: string, subscriptionId: number) =>
  createHmac('sha256', secret).update(`local-card-setup:${subscriptionId}`).digest('base64url').slice(0, 32);

/** The setup's client secret names its subscription and proves the server issued it. */
export function verifySetupSecret(secret: string, clientSecret: string): number | undefined {
  const match = /^lseti_(\d{1,12})_secret_([A-Za-z0-9_-]{32})$/.exec(clientSecret);
  if (!match) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(setupMac(secret, id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/**
 * PAYMENTS=local (TEST MODE): the checkout is this app's own page, /subscribe/checkout/{id}, and
 * the card form saves one of the documented test cards in `local_cards`. Nothing leaves the
 * machine, so cancelling or refunding has nothing to tell anyone: the service's own rows are the
 * record. Renewals charge the saved card on the app's clock (renewals.ts).
 */
export function createLocalBilling(ctx: Pick<AppContext, 'db' | 'clock' | 'secret'>): SubscriptionBilling {
  return {
    name: 'local',

    async startCheckout(sub, offer) {
      const at = ctx.clock.now().toISOString();
      const id = `lcs_${randomBytes(18).toString('base64url')}`;
      await ctx.db
        .insertInto('local_subscription_checkouts')
        .values({
          id,
          subscription_id: sub.id,
          plan: offer.plan,
          amount: offer.amount,
          trial_days: offer.trialDays,
          status: 'open',
          created_at: at,
          updated_at: at,
        })
        .execute();
      return `/subscribe/checkout/${id}`;
    },

    async startCardSetup(sub) {
      return `lseti_${sub.id}_secret_${setupMac(ctx.secret, sub.id)}`;
    },

    async describe(sub) {
      const seconds = (iso: string | null) => (iso ? Math.floor(new Date(iso).getTime() / 1000) : null);
      return {
        status: sub.status,
        current_period_start: seconds(sub.current_period_start),
        current_period_end: seconds(sub.current_period_end),
        items: [{ price: { unit_amount: sub.amount } }],
        next_payment_attempt: seconds(sub.next_billing_date),
        created: seconds(sub.created_at) ?? 0,
      };
    },

    async setCancelAtPeriodEnd() {},
    async cancelNow() {},
    async refund() {},
  };
}

/** Saves (or replaces) the test card the local provider charges for this customer. */
export async function saveLocalCard(
  db: Db,
  customerId: string,
  card: { brand: string; last4: string; outcome: string },
  at: string,
): Promise<void> {
  await db.deleteFrom('local_cards').where('customer_id', '=', customerId).execute();
  await db
    .insertInto('local_cards')
    .values({ customer_id: customerId, ...card, created_at: at })
    .execute();
}

export const findLocalCard = (db: Db, customerId: string) =>
  db.selectFrom('local_cards').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
