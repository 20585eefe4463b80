import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest } from '../../http/errors';

/** The payment events acted on; each names a PaymentIntent. Features add their own (`extra`). */
const PAYMENT_EVENTS = new Set([
  'payment_intent.succeeded',
  // A manual-capture payment the card authorised: the request it pays for goes to the queue.
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
  'charge.refunded',
]);

function paymentIntentOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (object.object === 'payment_intent') return object.id ?? null;
  const intent = object.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/**
 * POST /api/payments/webhook (PAYMENTS=stripe). The signature is checked on the raw body, as
 * Stripe signs it. The event itself is only a hint: `ctx.payments.settle` re-reads the
 * PaymentIntent from Stripe before anything changes, so an event that arrives late or out of order
 * cannot move a payment backwards, and a replayed one (same event id, or a second event for a
 * payment already settled) changes nothing. No Stripe call runs inside a database transaction.
 */
/** A feature's handler of one event type: given the event's object, it re-reads what it names. */
export type StripeEventHandler = (object: { id?: string }) => Promise<void>;

export const stripeWebhookRoutes =
  (
    ctx: AppContext,
    stripe: Stripe,
    webhookSecret: string,
    extra: Record<string, StripeEventHandler> = {},
    // The Connect endpoint has its own path and secret, and only its features' events.
    endpoint: { path: string; paymentEvents: boolean } = { path: '/api/payments/webhook', paymentEvents: true },
  ): FastifyPluginAsync =>
  async (app) => {
    // This plugin's own JSON parser keeps the bytes: re-serialised JSON would not match the signature.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(endpoint.path, { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe signature');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw badRequest('Invalid Stripe signature');
      }
      const featureHandler = extra[event.type];
      const paymentEvent = endpoint.paymentEvents && PAYMENT_EVENTS.has(event.type);
      if (!paymentEvent && !featureHandler) return { received: true };
      const seen = await ctx.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('provider', '=', 'stripe')
        .where('event_id', '=', event.id)
        .executeTakeFirst();
      if (seen) return { received: true, duplicate: true };

      if (featureHandler) {
        await featureHandler(event.data.object as { id?: string });
      } else {
        const paymentId = paymentIntentOf(event);
        if (paymentId) await ctx.payments.settle(paymentId);
      }
      try {
        await ctx.db
          .insertInto('payment_events')
          .values({
            provider: 'stripe',
            event_id: event.id,
            event_type: event.type,
            received_at: ctx.clock.now().toISOString(),
          })
          .execute();
      } catch (error) {
        // The same event delivered twice at once: both settled idempotently; one row is enough.
        if (!isUniqueViolation(error)) throw error;
      }
      return { received: true };
    });
  };
