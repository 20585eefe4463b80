import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { currentSession } from '../../http/auth-guard';
import { musicianByQrResponse, qrCodeIdParam } from '../../../shared/live/public';
import { getMusicianByQrCode } from './public-service';

/** Spec 1 §7 GET /api/musicians/{qrCodeId}: the public artist page and the QR page. */
export const musiciansPublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.get(
      '/api/musicians/:qrCodeId',
      {
        schema: {
          summary: 'A musician’s public profile, upcoming gigs and live show, by QR code id',
          params: qrCodeIdParam,
          response: { 200: musicianByQrResponse },
        },
      },
      async (request, reply) => {
        const viewer = await currentSession(ctx, request, reply);
        return getMusicianByQrCode(ctx, request.params.qrCodeId, viewer?.user.id);
      },
    );
  };
