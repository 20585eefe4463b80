import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentSession } from '../../http/auth-guard';
import { qrCodeIdParam } from '../../../shared/public';
import { getMusicianByQrCode } from './public-service';

/** Spec 1 §7 GET /api/musicians/{qrCodeId}: the public artist page and the QR page. */
export const musiciansPublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/musicians/:qrCodeId', { schema: { params: qrCodeIdParam } }, async (request, reply) => {
      const viewer = await currentSession(ctx, request, reply);
      return getMusicianByQrCode(ctx, request.params.qrCodeId, viewer?.user.id);
    });
  };
