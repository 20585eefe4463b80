import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { success } from '../../http/openapi';
import { idParam, liveSession, type LiveSession } from '../../../shared/live';
import { requireAct } from '../acts/require-act';
import type { ActCapability } from '../../security/policies';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `PUT /api/sessions/live/:id/<setting>`: the musician sets one setting of their show and gets
 * the show back as it now stands. The service owns the rest (that the show is theirs and still
 * open, the setting's own rules, whom it tells), which is where these settings differ.
 */
export function showSettingRoute<Body extends z.ZodType>(
  app: ZodApp,
  ctx: AppContext,
  route: {
    url: `/api/sessions/live/:id/${string}`;
    summary: string;
    /** Who in the act may change it: the queue's order is crew's work, the show's settings are not. */
    capability: ActCapability;
    body: Body;
    /** `userId`: the member who changes it (the show's log names them). */
    set: (musicianId: number, sessionId: number, body: z.output<Body>, userId: number) => Promise<LiveSession>;
  },
) {
  app.put(
    route.url,
    {
      schema: {
        summary: route.summary,
        params: idParam,
        body: route.body,
        response: { 200: success.extend({ session: liveSession }) },
      },
      config: { errors: [409], codes: { 409: ['session_ended', 'repertoire_empty'] } },
    },
    async (request, reply) => {
      const { profile, user } = await requireAct(ctx, request, reply, route.capability);
      // Parsed by `route.body` already; the type provider cannot name a generic schema's output.
      const body = request.body as z.output<Body>;
      return { success: true, session: await route.set(profile.id, request.params.id, body, user.id) };
    },
  );
}
