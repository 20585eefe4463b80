import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { headersForRawResponse, registerSecurityHeaders } from './security-headers';

/** What @fastify/helmet did: helmet's middleware built and run for every request. */
function helmetPerRequest(app: FastifyInstance, options: HelmetOptions) {
  app.addHook('onRequest', (request, reply, done) => helmet(options)(request.raw, reply.raw, () => done()));
}

async function headersOf(register: (app: FastifyInstance) => void, url: string) {
  const app = Fastify();
  register(app);
  app.get('/ok', async () => ({ ok: true }));
  // As a Server-Sent Events stream answers: the raw response taken over (http/sse/connection.ts).
  app.get('/stream', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, headersForRawResponse(reply, { 'content-type': 'text/event-stream; charset=utf-8' }));
    reply.raw.end('retry: 3000\n\n');
  });
  app.get('/fails', async () => {
    throw Object.assign(new Error('nope'), { statusCode: 403 });
  });
  const res = await app.inject(url);
  await app.close();
  const { date: _date, ...headers } = res.headers;
  return headers;
}

describe('security headers recorded once', () => {
  it.each([
    ['the app’s options over http', { contentSecurityPolicy: { directives: { 'upgrade-insecure-requests': null } } }],
    ['HSTS and upgrade on https', { strictTransportSecurity: true, crossOriginEmbedderPolicy: false }],
  ] as [string, HelmetOptions][])('are exactly helmet’s on answers, errors and 404s: %s', async (_name, options) => {
    for (const url of ['/ok', '/fails', '/missing', '/stream']) {
      const recorded = await headersOf((app) => registerSecurityHeaders(app, options), url);
      expect(recorded).toEqual(await headersOf((app) => helmetPerRequest(app, options), url));
      expect(recorded['x-content-type-options']).toBe('nosniff');
    }
  });
});
