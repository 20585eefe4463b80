import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import {
  createCheckoutBody,
  localCardSetupBody,
  localCheckoutConfirmBody,
  localCheckoutParams,
} from '../../../shared/subscriptions';
import { requireMusicianProfile, type SignedInMusician } from '../musicians/require-profile';
import { findLocalCheckout, payLocalCheckout, saveLocalSetupCard } from './local-checkout';
import {
  cancelSubscription,
  reactivateSubscription,
  refundFirstPayment,
  removeCard,
  startCardSetup,
  startCheckout,
  subscriptionPayments,
  subscriptionStatus,
} from './service';

const subscriber = ({ profile, user }: SignedInMusician) => ({ musicianId: profile.id, email: user.email });

/** Where the provider sends the musician back to: PUBLIC_URL, else the address they came from. */
const originOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Spec 1 §7 and spec 2 §7: the musician's subscription. */
export const subscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const base = '/api/musicians/subscription';

    app.get(`${base}/status`, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return subscriptionStatus(ctx, profile.id);
    });

    // Not in the spec's table: the payment history of the Settings tab.
    app.get(`${base}/payments`, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { payments: await subscriptionPayments(ctx, profile.id) };
    });

    app.post(`${base}/create-checkout`, { schema: { body: createCheckoutBody } }, async (request, reply) => {
      const musician = await requireMusicianProfile(ctx, request, reply);
      return startCheckout(ctx, subscriber(musician), request.body, originOf(ctx, request));
    });

    app.post(`${base}/setup-intent`, async (request, reply) => {
      const musician = await requireMusicianProfile(ctx, request, reply);
      return startCardSetup(ctx, subscriber(musician));
    });

    app.post(`${base}/cancel`, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, subscription: await cancelSubscription(ctx, profile.id) };
    });

    app.post(`${base}/reactivate`, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, subscription: await reactivateSubscription(ctx, profile.id) };
    });

    // Beyond the spec's table: the 30-day money-back promise, and saying no to a trial's card.
    app.post(`${base}/refund`, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, subscription: await refundFirstPayment(ctx, profile.id) };
    });

    app.delete(`${base}/payment-method`, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      await removeCard(ctx, profile.id);
      return { success: true, subscription: await subscriptionStatus(ctx, profile.id) };
    });

    if (ctx.billing.name !== 'local') return;

    // The local provider's checkout page and card form (TEST MODE).
    app.get(
      '/api/subscriptions/local-checkout/:checkoutId',
      { schema: { params: localCheckoutParams } },
      async (request, reply) => {
        const { profile } = await requireMusicianProfile(ctx, request, reply);
        const { subscription_id: _, ...checkout } = await findLocalCheckout(ctx, request.params.checkoutId, profile.id);
        return checkout;
      },
    );

    app.post(
      '/api/subscriptions/local-checkout/:checkoutId/confirm',
      { schema: { params: localCheckoutParams, body: localCheckoutConfirmBody } },
      async (request, reply) => {
        const { profile } = await requireMusicianProfile(ctx, request, reply);
        const { card_number, expiry, cvc } = request.body;
        await payLocalCheckout(ctx, request.params.checkoutId, profile.id, { number: card_number, expiry, cvc });
        return { success: true, subscription: await subscriptionStatus(ctx, profile.id) };
      },
    );

    app.post(`${base}/local-card`, { schema: { body: localCardSetupBody } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      const { client_secret, card_number, expiry, cvc } = request.body;
      await saveLocalSetupCard(ctx, profile.id, client_secret, { number: card_number, expiry, cvc });
      return { success: true, subscription: await subscriptionStatus(ctx, profile.id) };
    });
  };
