import type Stripe from 'stripe';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createLocalProvider } from './local/local-provider';
import { createLocalPayouts } from './local/local-payouts';
import type { PayoutProvider } from './payouts';
import type { PaymentProvider } from './provider';
import { createStripePayouts } from './stripe/stripe-payouts';
import { createStripeClient } from './stripe/client';
import { createStripeProvider } from './stripe/stripe-provider';

/**
 * PAYMENTS picks the provider: `local` (the default) needs nothing and works offline; `stripe`
 * needs the keys config.ts checks at start. Payouts (Connect, or the local test bank) go with it. The Stripe client is returned
 * too, for its webhooks; the SDK is loaded only on `stripe`.
 */
export async function createPaymentProvider(
  config: Config,
  db: Db,
  clock: Clock,
): Promise<{ provider: PaymentProvider; payouts: PayoutProvider; stripe: Stripe | null }> {
  if (config.payments.provider === 'stripe') {
    const stripe = await createStripeClient(config.payments);
    return {
      provider: createStripeProvider(stripe, config.payments.stripePublishableKey ?? ''),
      payouts: createStripePayouts(stripe),
      stripe,
    };
  }
  return { provider: createLocalProvider(db, clock), payouts: createLocalPayouts(db, clock), stripe: null };
}
