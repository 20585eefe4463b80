import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { TestClock } from '../../clock';
import { renewDueSubscriptions } from './renewals';

const advanceBody = z.strictObject({ days: z.number().min(0).max(3650) });

/**
 * TEST_CLOCK_CONTROL=1 only (a journey's own server, e2e/subscriptions.spec.ts): moves the
 * server's clock forward and runs the renewals job, as the passing of those days would. Never
 * registered otherwise, so no deployment can move its clock.
 */
export const testClockRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/test/clock', { schema: { hide: true, body: advanceBody } }, async (request) => {
      (ctx.clock as TestClock).advance(request.body.days * 86_400_000);
      await renewDueSubscriptions(ctx);
      return { now: ctx.clock.now().toISOString() };
    });
  };
