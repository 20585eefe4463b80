import type { Subscription } from '../../db/types';
import type { Plan } from '../../../shared/subscriptions';
import type { z } from 'zod';
import type { providerSubscriptionDetails } from '../../../shared/admin/subscriptions';

export interface CheckoutOffer {
  plan: Plan;
  /** Pence per interval. */
  amount: number;
  /** Days of trial still left: the first charge waits for them (a trial's days carry over). */
  trialDays: number;
  email: string;
  /** Absolute URLs the provider sends the musician back to. */
  successUrl: string;
  cancelUrl: string;
}

/** Spec 2 §3 'Subscription details from the provider' (instants in seconds, as Stripe gives them). */
export type ProviderSubscriptionDetails = z.infer<typeof providerSubscriptionDetails>;

/** What the first charge of a plan on a saved card came to (a trial's end, or its retries). */
export type FirstCharge =
  | { failure: null; paymentId: string; subscriptionId: string; periodStart: string; periodEnd: string }
  | { failure: string };

/**
 * How a subscription is paid, whoever processes it (docs/decisions/013-subscriptions.md). The
 * service decides every transition; the provider only carries it out where the money is. The
 * `local` provider keeps its cards and checkouts in this database and renews on the app's clock
 * (renewals.ts); `stripe` uses Checkout Sessions in subscription mode, SetupIntents for the card
 * and tells the app what happened through its webhooks (stripe-billing.ts).
 */
export interface SubscriptionBilling {
  readonly name: 'local' | 'stripe';
  /** The URL the browser goes to for paying the plan (spec 1 §7 create-checkout's checkout_url). */
  startCheckout(sub: Subscription, offer: CheckoutOffer): Promise<string>;
  /** The client secret of a card form that saves a card for later charges (spec 2 §7 setup-intent). */
  startCardSetup(sub: Subscription, email: string): Promise<string>;
  /** Stops (true) or resumes (false) renewal at the end of the period. */
  setCancelAtPeriodEnd(sub: Subscription, cancel: boolean): Promise<void>;
  /** Ends the provider's subscription now: nothing more is charged. */
  cancelNow(sub: Subscription): Promise<void>;
  /**
   * Starts the monthly plan on the card saved in a trial, paid now or not at all; `key` names the
   * attempt (the same key is the same answer). Only `stripe`: the local provider charges its
   * saved card itself (renewals.ts).
   */
  startPlanOnSavedCard?(sub: Subscription, charge: { amount: number; key: string }): Promise<FirstCharge>;
  /** Returns a paid subscription payment to the card in full. */
  refund(providerPaymentId: string): Promise<void>;
  /** What the provider holds about the subscription (the admin's 'view details'). */
  describe(sub: Subscription): Promise<ProviderSubscriptionDetails>;
}
