import type Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * The Stripe SDK, pointed at STRIPE_API_BASE when it is set (tests run a local stand-in; the
 * internet is never called from a test). One client per app; the adapters share it. The SDK is
 * loaded here and only here, so an instance on the local provider never spends the time and
 * memory of loading it.
 */
export async function createStripeClient(config: Config['payments']): Promise<Stripe> {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is required when PAYMENTS=stripe');
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  const { default: StripeSdk } = await import('stripe');
  return new StripeSdk(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
