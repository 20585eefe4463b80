import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { messages } from '../../shared/user-messages';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const userCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('error model', () => {
  it('malformed JSON is a 400 with a readable message and writes nothing', async () => {
    const before = await userCount();
    const res = await t.client().post('/api/auth/signup', undefined, { raw: '{"email": "a@b.test", "password": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messages.http.invalidJson, code: 'invalid_json' });
    expect(await userCount()).toBe(before);
  });

  it('a JSON body over 256 KB is a 413 that states the limit', async () => {
    const res = await t.client().post('/api/auth/signup', {
      email: 'big@example.test',
      password: 'x'.repeat(256 * 1024),
      stageName: 'Big',
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: messages.http.bodyTooLarge('256 KB'), code: 'body_too_large' });
  });

  it('a non-JSON content type is a 415', async () => {
    const res = await t.client().post('/api/auth/signin', undefined, {
      raw: 'email=a@b.test&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: messages.http.unsupportedMediaType, code: 'unsupported_media_type' });
    // A JSON text sent as text/plain (a fetch without its header) is refused the same way.
    const plain = await t.client().post('/api/auth/signin', undefined, {
      raw: JSON.stringify({ email: 'a@b.test', password: 'x' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(plain.status).toBe(415);
    expect(plain.body).toEqual({ error: messages.http.unsupportedMediaType, code: 'unsupported_media_type' });
  });

  it("says what to send in plain words where a schema has no message of its own, never zod's", async () => {
    const nothing = await t.client().post('/api/auth/signin', undefined, {
      raw: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ error: 'Send the details as a JSON object', code: 'validation_failed' });
    const wrongType = await t.client().post('/api/sessions/1/requests', { song_title: 'Wonderwall', premium: 'yes' });
    expect(wrongType.body).toMatchObject({ code: 'validation_failed', details: [{ path: 'premium' }] });
    for (const body of [nothing.body, wrongType.body]) {
      expect(JSON.stringify(body)).not.toMatch(/Invalid input|expected \w+, received/);
    }
  });

  it('an invalid field is a 400 validation_failed naming each field, control characters too', async () => {
    const res = await t.client().post('/api/sessions/1/requests', { song_title: 'Wonderwall', tip_amount: 'lots 🎸' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'tip_amount' })]);
    const control = await t.client().post('/api/auth/signin', { email: 'a\u0000@b.test', password: 'x' });
    expect(control.status).toBe(400);
    expect(control.body).toMatchObject({ code: 'validation_failed', details: [{ path: 'email' }] });
  });

  it('an unknown /api path is a 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.client().request(method, '/api/does-not-exist');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: messages.http.notFound, code: 'not_found' });
    }
  });

  it('a non-API path without a built client says how to build it', async () => {
    const res = await t.client().get('/dashboard');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });

  it('never sends a stack trace or the database error, even on a 500', async () => {
    // A server of its own whose users table has gone: the sign-in query fails inside the driver.
    const broken = await startTestApp();
    try {
      await sql`alter table users rename to users_gone`.execute(broken.ctx.db);
      const res = await broken.client().post('/api/auth/signin', { email: 'fan@example.test', password: 'secret1' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: messages.http.serverError, code: 'server_error' });
      expect(res.text).not.toMatch(/at .*\.ts:\d+|users|relation|no such table/);
    } finally {
      await broken.close();
    }
  });
});

describe('foreign Origin', () => {
  it('refuses a state-changing request from another site with 403 and writes nothing', async () => {
    const before = await userCount();
    const res = await t
      .client()
      .post(
        '/api/auth/signup',
        { email: 'csrf@example.test', password: 'secret1', stageName: 'CSRF' },
        { headers: { origin: 'https://evil.example' } },
      );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: messages.http.foreignOrigin, code: 'foreign_origin' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a cross-site request that hides its Origin', async () => {
    const res = await t.client().post('/api/auth/signout', {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
  });

  it('accepts the app’s own origin', async () => {
    const res = await t
      .client()
      .post(
        '/api/auth/signup',
        { email: 'same-origin@example.test', password: 'secret1', stageName: 'Same' },
        { headers: { origin: t.url } },
      );
    expect(res.status).toBe(201);
  });

  it('lets reads through from anywhere', async () => {
    const res = await t.client().get('/api/health', { headers: { origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff and no framing', async () => {
    const res = await t.client().get('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('switches off the powerful features the app never uses, on pages and API answers alike', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const policy = (await t.client().get(path)).headers.get('permissions-policy') ?? '';
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toContain('payment=()');
      expect(policy, path).toContain('screen-wake-lock=(self)');
    }
  });
});

describe('Strict-Transport-Security', () => {
  const viaProxy = (proto: string) => ({ headers: { 'x-forwarded-proto': proto, 'x-forwarded-for': '198.51.100.9' } });

  it('is sent when the trusted proxy says the request came over https, and only then', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const https = await proxied.client().get('/api/health', viaProxy('https'));
      expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(
        (await proxied.client().get('/api/no-such-route', viaProxy('https'))).headers.has('strict-transport-security'),
      ).toBe(true);
      expect(
        (await proxied.client().get('/api/health', viaProxy('http'))).headers.has('strict-transport-security'),
      ).toBe(false);
    } finally {
      await proxied.close();
    }
  });

  it('is not sent on a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await t.client().get('/api/health', viaProxy('https'));
    expect(res.headers.has('strict-transport-security')).toBe(false);
  });

  it('is always sent with an https PUBLIC_URL', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://stagecall.example' } });
    try {
      expect((await secure.client().get('/api/health')).headers.has('strict-transport-security')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('GET /api/health', () => {
  it('checks the database', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite' });
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the routes from their zod schemas', async () => {
    const res = await t.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const signup = res.body.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.properties).toHaveProperty('stageName');
  });
});
