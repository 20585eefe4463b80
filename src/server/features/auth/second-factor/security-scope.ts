import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { requireAdmin, requireUser } from '../../../http/auth-guard';
import { describeRoutes } from '../../../http/openapi';
import type { SessionScope } from '../session-store';

/**
 * What the account-security routes (second factors, passkeys) share for musicians under /api/auth
 * and administrators under /api/admin: their base path, their OpenAPI tag, the guard of their
 * scope run before the body is read (as the back office's: a stranger learns nothing of a route),
 * and the id parameter of a device or passkey.
 */
export function securityScope(app: FastifyInstance, ctx: AppContext, scope: SessionScope) {
  const base = scope === 'admin' ? '/api/admin' : '/api/auth';
  describeRoutes(app, {
    tag: scope === 'admin' ? 'Admin' : 'Accounts',
    access: scope === 'admin' ? 'admin' : 'user',
  });
  const signedIn = scope === 'admin' ? requireAdmin : requireUser;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.access !== 'public') await signedIn(ctx, request, reply);
  });
  const idParam = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
  return { base, signedIn, idParam } as const;
}
