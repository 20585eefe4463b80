import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { archiveMessageBody, starMessageBody } from '../../../shared/inbox';
import { idParam } from '../../../shared/live';
import { requireMusicianProfile } from '../musicians/require-profile';
import { deleteMessage, flagMessage, inbox } from './inbox-service';

/** Spec 1 §7: the musician's messages inbox. Fans write with POST /api/messages/send (send-routes.ts). */
export const messagesInboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/messages', async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return inbox(ctx, profile.id);
    });

    app.put('/api/messages/:id/read', { schema: { params: idParam } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      return { success: true, message: await flagMessage(ctx, profile.id, request.params.id, { is_read: true }) };
    });

    app.put(
      '/api/messages/:id/star',
      { schema: { params: idParam, body: starMessageBody } },
      async (request, reply) => {
        const { profile } = await requireMusicianProfile(ctx, request, reply);
        const message = await flagMessage(ctx, profile.id, request.params.id, request.body);
        return { success: true, message };
      },
    );

    app.put(
      '/api/messages/:id/archive',
      { schema: { params: idParam, body: archiveMessageBody } },
      async (request, reply) => {
        const { profile } = await requireMusicianProfile(ctx, request, reply);
        const message = await flagMessage(ctx, profile.id, request.params.id, request.body);
        return { success: true, message };
      },
    );

    app.delete('/api/messages/:id', { schema: { params: idParam } }, async (request, reply) => {
      const { profile } = await requireMusicianProfile(ctx, request, reply);
      await deleteMessage(ctx, profile.id, request.params.id);
      return { success: true };
    });
  };
