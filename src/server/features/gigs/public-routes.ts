import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { publicGig } from '../../../shared/live/public';
import { PLATFORM_TIME_ZONE, todayIso } from '../../../shared/dates';
import { listPublicGigs } from './public-queries';

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PLATFORM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** HH:MM on the London clock, the time zone gig times are written in. */
const londonTime = (now: Date) => londonClock.format(now);

/** Spec 1 §7 GET /api/sessions/scheduled/public: upcoming public gigs for the landing and events pages. */
export const gigsPublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.get(
      '/api/sessions/scheduled/public',
      { schema: { summary: 'Upcoming public gigs, soonest first', response: { 200: z.array(publicGig) } } },
      async () => {
        const now = ctx.clock.now();
        return listPublicGigs(ctx.db, todayIso(now), londonTime(now));
      },
    );
  };
