import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { SubscriptionBilling } from './billing';
import { createLocalBilling } from './local-billing';
import { createStripeBilling } from './stripe-billing';

/** Subscriptions are paid through the same provider as everything else (PAYMENTS). */
export function createSubscriptionBilling(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secret'>,
  stripe: Stripe | null,
): SubscriptionBilling {
  return stripe ? createStripeBilling(ctx, stripe) : createLocalBilling(ctx);
}
