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

  // A plain (not async) hook: it runs on every request, and a promise per request costs.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const foreign =
      origin === undefined ? request.headers['sec-fetch-site'] === 'cross-site' : origin !== ownOrigin(request);
    done(foreign ? forbidden(messages.http.foreignOrigin) : undefined);
  });
}
