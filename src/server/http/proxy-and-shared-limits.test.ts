import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { fanRequest, liveShow } from '../../../test/live-show';
import { messages } from '../../shared/user-messages';
import { requestMessages } from '../../shared/requests';

const onPostgres = process.env.TEST_DB === 'postgres';
const signInLimit = { signIn: { max: 4, timeWindow: 60_000 } };
const started: TestApp[] = [];
async function app(options: Parameters<typeof startTestApp>[0] = {}) {
  const t = await startTestApp(options);
  started.push(t);
  return t;
}
afterEach(async () => {
  for (const t of started.splice(0).reverse()) await t.close();
});

const signIn = (t: TestApp, headers: Record<string, string> = {}) =>
  t.client().post('/api/auth/signin', { email: 'nobody@example.test', password: 'wrong password' }, { headers });
const statuses = async (responses: Promise<{ status: number }>[]) =>
  (await Promise.all(responses)).map((r) => r.status);
const forged = () => `${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250)}.0.1`;

describe('a forged X-Forwarded-For does not open a new allowance', () => {
  it('is ignored without TRUST_PROXY, even with PUBLIC_URL set', async () => {
    const t = await app({ env: { PUBLIC_URL: 'https://stagecall.example' }, rateLimits: signInLimit });
    const results: number[] = [];
    for (let i = 0; i < 6; i++) results.push((await signIn(t, { 'x-forwarded-for': forged() })).status);
    expect(results).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('keeps the fan limit per address', async () => {
    const t = await app({ env: { FAN_REQUEST_LIMIT_PER_IP: '5' } });
    const { session } = await liveShow(t);
    const results = await statuses(
      Array.from({ length: 12 }, (_, i) =>
        fanRequest(t, session.id, { song_title: `Song ${i}` }, { headers: { 'x-forwarded-for': forged() } }),
      ),
    );
    expect(results.filter((s) => s === 201)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(7);
  });

  it('with TRUST_PROXY=1 believes only the hop our proxy added', async () => {
    const t = await app({ env: { TRUST_PROXY: '1' }, rateLimits: signInLimit });
    // The client forges the left part; the proxy appends the address it saw.
    const viaProxy = (client: string) => ({ 'x-forwarded-for': `${forged()}, ${client}` });
    const first: number[] = [];
    for (let i = 0; i < 5; i++) first.push((await signIn(t, viaProxy('203.0.113.7'))).status);
    expect(first).toEqual([401, 401, 401, 401, 429]);
    // Another real client behind the same proxy has its own allowance.
    expect((await signIn(t, viaProxy('203.0.113.8'))).status).toBe(401);
  });
});

describe('rate limits are counted once for every instance', () => {
  it.runIf(onPostgres)('in PostgreSQL, when the instances share it', async () => {
    const a = await app({ rateLimits: signInLimit });
    const b = await app({ rateLimits: signInLimit, database: a.database });
    const results = await statuses(Array.from({ length: 10 }, (_, i) => signIn(i % 2 ? a : b)));
    expect(results.filter((s) => s === 401)).toHaveLength(4);
    expect(results.filter((s) => s === 429)).toHaveLength(6);
    const refused = await signIn(a);
    expect(refused.body).toEqual({ error: messages.auth.tooManyAttempts, code: 'rate_limited' });
  });

  it('in Redis, when REDIS_URL is set', async () => {
    const namespace = `test-${randomBytes(6).toString('hex')}:`;
    const env = { REDIS_URL: 'redis://127.0.0.1:6379' };
    const a = await app({ env, rateLimits: signInLimit, rateLimitNamespace: namespace });
    const b = await app({ env, rateLimits: signInLimit, rateLimitNamespace: namespace });
    const results = await statuses(Array.from({ length: 10 }, (_, i) => signIn(i % 2 ? a : b)));
    expect(results.filter((s) => s === 401)).toHaveLength(4);
    expect(results.filter((s) => s === 429)).toHaveLength(6);
  });
});

describe('fan limits across instances', () => {
  it.runIf(onPostgres)('hold exactly when fans reach two instances at once', async () => {
    const env = { FAN_REQUEST_LIMIT_PER_IP: '25' };
    const a = await app({ env });
    const b = await app({ env, database: a.database });
    const { session } = await liveShow(a);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => fanRequest(i % 2 ? a : b, session.id, { song_title: `Song ${i}` })),
    );
    const results = responses.map((r) => r.status);
    expect(results.filter((s) => s === 201)).toHaveLength(25);
    const refused = await Promise.all(responses.filter((r) => r.status === 429).map((r) => r.json()));
    expect(refused).toHaveLength(35);
    expect(refused.every((body) => body.error === requestMessages.tooManyFromNetwork)).toBe(true);
  });
});
