import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { withdrawBody } from '../../../shared/earnings';
import { pricingBody } from '../../../shared/pricing';
import { requireMusicianProfile } from '../musicians/require-profile';
import { listWithdrawals } from './ledger-queries';
import { pricingOf, updatePricing } from './pricing';
import { musicianEarnings, requestWithdrawal } from './service';

/** Spec 1 §7 and spec 2 §7: the musician's earnings, withdrawals and prices (pence). */
export const earningsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/musicians/earnings', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return musicianEarnings(ctx, profile.id);
    });

    app.post('/api/musicians/withdraw', { schema: { body: withdrawBody } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      const { withdrawal, earnings } = await requestWithdrawal(ctx, profile.id, request.body.amount);
      return reply.code(201).send({ success: true, withdrawal, earnings });
    });

    app.get('/api/musicians/pricing', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return pricingOf(profile);
    });

    app.put('/api/musicians/pricing', { schema: { body: pricingBody } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, pricing: await updatePricing(ctx, profile.id, request.body) };
    });

    // Not in the spec's table: the history list on the withdrawal card.
    app.get('/api/musicians/withdrawals', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { withdrawals: await listWithdrawals(ctx.db, profile.id) };
    });
  };
