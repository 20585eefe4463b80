import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';

/**
 * Where the issuer sends the browser back: the web client's /auth/callback page, which posts the
 * code to POST /api/sessions. The same URL must be sent with the code, and registered with the
 * issuer. Without PUBLIC_URL the request's Host decides; a forged Host only yields a redirect URI
 * the issuer refuses, because it is not registered.
 */
export function callbackUrl(ctx: AppContext, request: FastifyRequest): string {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}/auth/callback`;
}
