import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { archiveMessageBody, inboxMessage, starMessageBody } from '../../../shared/messages/inbox';
import { idParam } from '../../../shared/live';
import { requireAct } from '../acts/require-act';
import { deleteMessage, flagMessage, inbox } from './inbox-service';

/** Spec 1 §7: the musician's messages inbox. Fans write with POST /api/messages/send (send-routes.ts). */
export const messagesInboxRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Messages', access: 'musician' });
    const flagged = { 200: success.extend({ message: inboxMessage }) };
    app.get(
      '/api/messages',
      { schema: { summary: 'The musician’s inbox, newest first', response: { 200: z.array(inboxMessage) } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        return inbox(ctx, profile.id);
      },
    );

    app.put(
      '/api/messages/:id/read',
      { schema: { summary: 'Mark a message read', params: idParam, response: flagged } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        return { success: true, message: await flagMessage(ctx, profile.id, request.params.id, { is_read: true }) };
      },
    );

    app.put(
      '/api/messages/:id/star',
      { schema: { summary: 'Star or unstar a message', params: idParam, body: starMessageBody, response: flagged } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        const message = await flagMessage(ctx, profile.id, request.params.id, request.body);
        return { success: true, message };
      },
    );

    app.put(
      '/api/messages/:id/archive',
      {
        schema: {
          summary: 'Archive or unarchive a message',
          params: idParam,
          body: archiveMessageBody,
          response: flagged,
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        const message = await flagMessage(ctx, profile.id, request.params.id, request.body);
        return { success: true, message };
      },
    );

    app.delete(
      '/api/messages/:id',
      { schema: { summary: 'Delete a message', params: idParam, response: { 200: success } } },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        await deleteMessage(ctx, profile.id, request.params.id);
        return { success: true };
      },
    );
  };
