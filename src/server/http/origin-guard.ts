import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { messages } from '../../shared/user-messages';
import { isOneClickPath } from '../../shared/unsubscribe';

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
    // A mailbox provider's one-click unsubscribe (RFC 8058) uses no cookie: its signed address is its authority.
    if (isOneClickPath(request.url)) return done();
    const origin = request.headers.origin;
    const foreign =
      origin === undefined ? request.headers['sec-fetch-site'] === 'cross-site' : origin !== ownOrigin(request);
    done(foreign ? forbidden(messages.http.foreignOrigin, 'foreign_origin') : undefined);
  });
}

/**
 * True unless the browser says the request came from our own pages (`Sec-Fetch-Site:
 * same-origin`). A GET that changes state (the spec's GET /api/logout) checks this, since
 * SameSite=Lax cookies still ride along on another site's top-level navigation. Clients that send
 * no fetch metadata (curl, very old browsers) carry no other site's intent and pass.
 */
export function isFromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
}
