import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { z } from 'zod';
import { auditEntry, auditQuery } from '../../../shared/admin/audit';
import { listAudit } from './audit';

/** The Audit log tab. */
export const adminAuditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/audit',
      {
        schema: {
          summary: 'The administrators’ audit log, newest first, 50 a page',
          querystring: auditQuery,
          response: { 200: z.object({ entries: z.array(auditEntry), has_more: z.boolean() }) },
        },
      },
      async (request) => listAudit(ctx.db, request.query),
    );
  };
