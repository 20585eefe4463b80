import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { success } from '../../http/openapi';
import { sessionStats } from '../../../shared/live';
import { idParam } from '../../../shared/admin/fields';
import { adminLiveSession, adminScheduledSession, scheduledSessionBody } from '../../../shared/admin/sessions';
import { adminOf } from './admin-request';
import { done } from './route-schemas';
import {
  deleteScheduledSession,
  endSession,
  listLiveSessions,
  listScheduledSessions,
  pauseSession,
  updateScheduledSession,
} from './sessions-service';

/** The Sessions tab: live shows (pause, end) and scheduled gigs (change, delete). */
export const adminSessionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/sessions/live',
      {
        schema: {
          summary: 'Live and paused shows now',
          response: { 200: z.object({ sessions: z.array(adminLiveSession) }) },
        },
      },
      async () => ({ sessions: await listLiveSessions(ctx) }),
    );
    app.post(
      '/api/admin/sessions/live/:id/pause',
      {
        schema: { summary: 'Pause a live show (the musician resumes it)', params: idParam, response: done },
        config: { errors: [409], codes: { 409: ['session_not_active', 'session_ended'] } },
      },
      async (request) => {
        await pauseSession(ctx, adminOf(request), request.params.id);
        return { success: true, message: 'Session paused' };
      },
    );
    app.post(
      '/api/admin/sessions/live/:id/end',
      {
        schema: {
          summary: 'End a live show',
          params: idParam,
          response: { 200: success.extend({ message: z.string(), session_stats: sessionStats }) },
        },
        config: { errors: [409], codes: { 409: ['session_ended'] } },
      },
      async (request) => ({
        success: true,
        message: 'Session ended',
        session_stats: await endSession(ctx, adminOf(request), request.params.id),
      }),
    );
    app.get(
      '/api/admin/sessions/scheduled',
      {
        schema: {
          summary: 'Every scheduled gig',
          response: { 200: z.object({ sessions: z.array(adminScheduledSession) }) },
        },
      },
      async () => ({ sessions: await listScheduledSessions(ctx) }),
    );
    app.put(
      '/api/admin/sessions/scheduled/:id',
      {
        schema: {
          summary: 'Change a scheduled gig',
          params: idParam,
          body: scheduledSessionBody,
          response: { 200: success.extend({ session: adminScheduledSession }) },
        },
      },
      async (request) => ({
        success: true,
        session: await updateScheduledSession(ctx, adminOf(request), request.params.id, request.body),
      }),
    );
    app.delete(
      '/api/admin/sessions/scheduled/:id',
      { schema: { summary: 'Delete a scheduled gig', params: idParam, response: { 200: success } } },
      async (request) => {
        await deleteScheduledSession(ctx, adminOf(request), request.params.id);
        return { success: true };
      },
    );
  };
