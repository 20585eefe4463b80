import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { earnings, withdrawal, withdrawBody } from '../../../shared/earnings';
import { pricing, pricingBody } from '../../../shared/pricing';
import { requireAct } from '../acts/require-act';
import { listWithdrawals } from './ledger-queries';
import { pricingOf, updatePricing } from './pricing';
import { musicianEarnings, presentWithdrawal, requestWithdrawal } from './service';

/** Spec 1 §7 and spec 2 §7: the musician's earnings, withdrawals and prices (pence). */
export const earningsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Earnings', access: 'musician' });
    app.get(
      '/api/musicians/earnings',
      { schema: { summary: 'Tips earned, withdrawn and available, in pence', response: { 200: earnings } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.totals');
        return musicianEarnings(ctx, profile.id);
      },
    );

    app.post(
      '/api/musicians/withdraw',
      {
        config: {
          codes: {
            400: ['withdrawal_below_minimum', 'withdrawal_above_maximum', 'insufficient_funds', 'payouts_not_enabled'],
          },
        },
        schema: {
          summary: 'Ask to withdraw an amount of the available tips (pence)',
          body: withdrawBody,
          response: { 201: success.extend({ withdrawal, earnings }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        const { withdrawal, earnings } = await requestWithdrawal(ctx, profile.id, request.body.amount);
        return reply.code(201).send({ success: true, withdrawal, earnings });
      },
    );

    app.get(
      '/api/musicians/pricing',
      { schema: { summary: 'The musician’s request prices and suggested tips', response: { 200: pricing } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return pricingOf(profile);
      },
    );

    app.put(
      '/api/musicians/pricing',
      {
        schema: {
          summary: 'Set request prices and suggested tips',
          body: pricingBody,
          response: { 200: success.extend({ pricing }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.admin');
        return { success: true, pricing: await updatePricing(ctx, profile.id, request.body) };
      },
    );

    // Not in the spec's table: the history list on the withdrawal card.
    app.get(
      '/api/musicians/withdrawals',
      {
        schema: {
          summary: 'The musician’s withdrawal requests, newest first',
          response: { 200: z.object({ withdrawals: z.array(withdrawal) }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.totals');
        return { withdrawals: (await listWithdrawals(ctx.db, profile.id)).map(presentWithdrawal) };
      },
    );
  };
