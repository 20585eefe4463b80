import type Stripe from 'stripe';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createLocalProvider } from './local/local-provider';
import type { PaymentProvider } from './provider';
import { createStripeClient } from './stripe/client';
import { createStripeProvider } from './stripe/stripe-provider';

/**
 * PAYMENTS picks the provider: `local` (the default) needs nothing and works offline; `stripe`
 * needs the keys config.ts checks at start. The Stripe client is returned too, for its webhooks.
 */
export function createPaymentProvider(
  config: Config,
  db: Db,
  clock: Clock,
): { provider: PaymentProvider; stripe: Stripe | null } {
  if (config.payments.provider === 'stripe') {
    const stripe = createStripeClient(config.payments);
    return { provider: createStripeProvider(stripe, config.payments.stripePublishableKey ?? ''), stripe };
  }
  return { provider: createLocalProvider(db, clock), stripe: null };
}
