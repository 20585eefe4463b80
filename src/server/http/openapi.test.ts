import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatusesOf, operationIdOf, responseSerializerCompiler } from './openapi';
import { registerErrorHandling } from './errors';

async function appAnswering(checked: boolean, payload: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(checked));
  registerErrorHandling(app);
  app.get(
    '/thing',
    { schema: { response: { 200: z.object({ id: z.number(), name: z.string() }) } } },
    async () => payload as never,
  );
  const response = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return response;
}

describe('response checks', () => {
  it('in development and tests, a field the schema does not list fails the response', async () => {
    const response = await appAnswering(true, { id: 1, name: 'Ada', password_hash: 'secret' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });

  it('in development and tests, a field of the wrong type fails the response', async () => {
    expect((await appAnswering(true, { id: '1', name: 'Ada' })).statusCode).toBe(500);
  });

  it('a response matching its schema is sent as it is', async () => {
    const response = await appAnswering(true, { id: 1, name: 'Ada 🎸' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 1, name: 'Ada 🎸' });
  });

  it('in production, responses are only stringified (no validation on the hot paths)', async () => {
    const response = await appAnswering(false, { id: '1', name: 'Ada' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: '1', name: 'Ada' });
  });
});

describe('derived parts of each operation', () => {
  it('names operations from their method and path', () => {
    expect(operationIdOf('POST', '/api/sessions/live/:id/end')).toBe('postSessionsLiveIdEnd');
    expect(operationIdOf('GET', '/api/oauth/google/redirect_url')).toBe('getOauthGoogleRedirectUrl');
    expect(operationIdOf('DELETE', '/api/users/delete-account')).toBe('deleteUsersDeleteAccount');
  });

  it('gives each route the errors its inputs, access and limits allow', () => {
    const params = z.object({ id: z.number() });
    expect(errorStatusesOf({ schema: {} }, 'public')).toEqual([400, 500]);
    expect(errorStatusesOf({ schema: { params } }, 'musician')).toEqual([400, 401, 403, 404, 500]);
    expect(errorStatusesOf({ schema: {}, config: { rateLimit: { max: 1 } } as never }, 'user')).toEqual([
      400, 401, 429, 500,
    ]);
    expect(errorStatusesOf({ schema: {}, config: { errors: [409] } }, 'admin')).toEqual([400, 401, 403, 409, 500]);
  });

  it('adds what a body, a stream and maintenance mode can answer', () => {
    // A body: too large, another media type, or sent from another site's page.
    expect(errorStatusesOf({ schema: {}, method: 'POST' }, 'public')).toEqual([400, 403, 413, 415, 500]);
    const stream = { 200: { content: { 'text/event-stream': {} } } };
    expect(errorStatusesOf({ schema: { response: stream } }, 'public')).toEqual([400, 429, 500]);
    // Maintenance closes the API but the back office, health checks and the document.
    expect(errorStatusesOf({ schema: {}, url: '/api/sessions/active' }, 'public')).toEqual([400, 500, 503]);
    expect(errorStatusesOf({ schema: {}, url: '/api/admin/stats' }, 'admin')).toEqual([400, 401, 403, 500]);
    expect(errorStatusesOf({ schema: {}, url: '/api/health' }, 'public')).toEqual([400, 500]);
  });
});
