import { localCustomerId, saveLocalCard } from '../features/subscriptions/local-billing';
import { randomBytes } from 'node:crypto';
import { SUBSCRIPTION_MONTHLY_PENCE, SUBSCRIPTION_YEARLY_PENCE, TRIAL_DAYS } from '../../shared/constants';
import { daysAfter } from './dates';
import type { SeedContext, SeededMusician } from './seed-context';

const providerId = (prefix: string) => `local_${prefix}_${randomBytes(10).toString('hex')}`;

/** When each act joined: long-standing subscribers and free accounts, recent trials. */
export function joinDateFor(plan: 'active' | 'trial' | 'free', now: Date, random: SeedContext['random']): Date {
  const daysAgo = plan === 'trial' ? random.int(3, 12) : plan === 'free' ? random.int(200, 500) : random.int(60, 320);
  return daysAfter(now, -daysAgo);
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * Moves each account's history back to its join date and gives subscribers a paid plan with its
 * past payments, so the admin lists and the subscription banners show every state.
 */
export async function backdateAccounts(ctx: SeedContext): Promise<void> {
  for (const musician of ctx.musicians) {
    const joined = musician.joinedAt.toISOString();
    await ctx.trx
      .updateTable('users')
      .set({ created_at: joined, updated_at: joined })
      .where('id', '=', musician.userId)
      .execute();
    const pricing = musician.demo.pricing;
    await ctx.trx
      .updateTable('musician_profiles')
      .set({
        created_at: joined,
        ...(pricing
          ? {
              custom_pricing_enabled: 1,
              default_request_price: pricing.defaultRequest,
              premium_request_price: pricing.premiumRequest,
            }
          : {}),
      })
      .where('id', '=', musician.profileId)
      .execute();
    const trialEndsAt = daysAfter(musician.joinedAt, TRIAL_DAYS);
    await ctx.trx
      .updateTable('subscriptions')
      .set({
        created_at: joined,
        updated_at: joined,
        trial_ends_at: musician.demo.plan === 'free' ? null : trialEndsAt.toISOString(),
      })
      .where('musician_id', '=', musician.profileId)
      .execute();
    if (musician.demo.plan === 'active') await startPaidPlan(ctx, musician, trialEndsAt);
  }
}

async function startPaidPlan(ctx: SeedContext, musician: SeededMusician, firstBilling: Date): Promise<void> {
  const yearly = ctx.random.chance(0.3);
  const amount = yearly ? SUBSCRIPTION_YEARLY_PENCE : SUBSCRIPTION_MONTHLY_PENCE;
  const months = yearly ? 12 : 1;
  const subscription = await ctx.trx
    .selectFrom('subscriptions')
    .select('id')
    .where('musician_id', '=', musician.profileId)
    .executeTakeFirstOrThrow();

  let periodStart = firstBilling;
  let periodEnd = addMonths(periodStart, months);
  for (;;) {
    await ctx.trx
      .insertInto('subscription_payments')
      .values({
        subscription_id: subscription.id,
        amount,
        status: 'paid',
        provider_payment_id: providerId('pay'),
        period_start: periodStart.toISOString(),
        period_end: periodEnd.toISOString(),
        created_at: periodStart.toISOString(),
        updated_at: periodStart.toISOString(),
      })
      .execute();
    if (periodEnd.getTime() > ctx.now.getTime()) break;
    periodStart = periodEnd;
    periodEnd = addMonths(periodStart, months);
  }

  // The draws the seed has always made here, so every later row of the demo stays as it was.
  const brand = ctx.random.pick(['visa', 'mastercard']);
  ctx.random.int(1000, 9999);
  const card = brand === 'visa' ? { brand, last4: '4242' } : { brand, last4: '4444' };
  await ctx.trx
    .updateTable('subscriptions')
    .set({
      status: 'active',
      plan: yearly ? 'yearly' : 'monthly',
      amount,
      billing_interval: yearly ? 'year' : 'month',
      current_period_start: periodStart.toISOString(),
      current_period_end: periodEnd.toISOString(),
      next_billing_date: periodEnd.toISOString(),
      provider: 'local',
      provider_customer_id: localCustomerId(subscription.id),
      provider_subscription_id: providerId('sub'),
      has_payment_method: 1,
      payment_method_brand: card.brand,
      payment_method_last4: card.last4,
      updated_at: periodStart.toISOString(),
    })
    .where('id', '=', subscription.id)
    .execute();
  // A test card the local provider can charge, so the demo's plans renew like any other.
  await saveLocalCard(
    ctx.trx,
    localCustomerId(subscription.id),
    { ...card, outcome: 'succeeds' },
    periodStart.toISOString(),
  );
}
