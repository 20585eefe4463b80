import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { messages } from '../../shared/messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another website. SameSite=Lax cookies already stop most
 * cross-site writes; this closes the rest (same-site subdomains, old browsers). Requests without an
 * Origin header (curl, server-to-server webhooks) carry no ambient browser credentials and pass.
 */
export function registerOriginGuard(app: FastifyInstance, publicUrl: string | undefined): void {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  const ownOrigin = (request: FastifyRequest) => configuredOrigin ?? `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(messages.http.foreignOrigin);
      return;
    }
    if (origin !== ownOrigin(request)) throw forbidden(messages.http.foreignOrigin);
  });
}
