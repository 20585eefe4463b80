import Stripe from 'stripe';
import type { Clock } from '../src/server/clock';
import { startTestApp, type TestApp } from './app';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

export const WEBHOOK_SECRET = 'whsec_test_stagecall';
export const CONNECT_WEBHOOK_SECRET = 'whsec_test_stagecall_connect';
// Only its webhook helpers are used (no network): they sign payloads as Stripe does.
const signer = new Stripe('sk_test_signer');

export interface StripeTestApp {
  t: TestApp;
  standIn: StripeStandIn;
  /** POSTs a signed event to the app's webhook, as Stripe would. */
  deliver(event: object, secret?: string): Promise<Response>;
  /** POSTs a signed Connect event (from a connected account) to the Connect endpoint. */
  deliverConnect(event: object, secret?: string): Promise<Response>;
  close(): Promise<void>;
}

/** The app on PAYMENTS=stripe, pointed at a local stand-in of Stripe's API (no internet). */
export async function startStripeTestApp(options: { clock?: Clock } = {}): Promise<StripeTestApp> {
  const standIn = await startStripeStandIn();
  const t = await startTestApp({
    ...(options.clock ? { clock: options.clock } : {}),
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_stagecall',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stagecall',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    },
  });
  const post = (path: string, event: object, secret: string) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  };
  return {
    t,
    standIn,
    deliver: (event, secret = WEBHOOK_SECRET) => post('/api/payments/webhook', event, secret),
    deliverConnect: (event, secret = CONNECT_WEBHOOK_SECRET) => post('/api/payments/connect-webhook', event, secret),
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}

let eventCount = 0;
/** A Stripe event around `object`; every call is a new event id unless one is given (a replay). */
export const stripeEvent = (type: string, object: object, eventId = `evt_test_${++eventCount}`) => ({
  id: eventId,
  object: 'event',
  type,
  api_version: '2026-10-28.endive',
  created: 1,
  data: { object },
});

/** A Connect event: the same envelope with the connected account it happened on. */
export const connectEvent = (type: string, object: object, account: string, eventId?: string) => ({
  ...stripeEvent(type, object, eventId),
  account,
});
