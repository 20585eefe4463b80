import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createLocalProvider } from './local/local-provider';
import type { PaymentProvider } from './provider';

/** PAYMENTS picks the provider; `local` (the default) needs nothing and works offline. */
export function createPaymentProvider(config: Config, db: Db, clock: Clock): PaymentProvider {
  if (config.payments.provider === 'stripe') {
    throw new Error(
      'PAYMENTS=stripe: the Stripe adapter is not part of this build yet; use PAYMENTS=local (the default).',
    );
  }
  return createLocalProvider(db, clock);
}
