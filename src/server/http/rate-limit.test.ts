import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { messages } from '../../shared/user-messages';
import { contactMessages } from '../../shared/messages/contact';
import { createMusician } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    rateLimits: {
      signIn: { max: 3, timeWindow: 60_000 },
      signUp: { max: 2, timeWindow: 60_000 },
      adminLogin: { max: 2, timeWindow: 60_000 },
      contact: { max: 2, timeWindow: 60_000 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('per-IP rate limits', () => {
  it('sign-in answers 429 with a message a person understands after too many attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.client().post('/api/auth/signin', { email: 'x@example.test', password: 'nope' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await t.client().post('/api/auth/signin', { email: 'x@example.test', password: 'nope' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: messages.auth.tooManyAttempts, code: 'rate_limited' });
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('sign-up is limited too, and a refused sign-up writes nothing', async () => {
    for (let i = 0; i < 2; i++) {
      await t.client().post('/api/auth/signup', { email: `rl${i}@example.test`, password: 'secret1', stageName: 'RL' });
    }
    const res = await t
      .client()
      .post('/api/auth/signup', { email: 'rl9@example.test', password: 'secret1', stageName: 'RL' });
    expect(res.status).toBe(429);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'rl9@example.test')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('admin login is limited', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.client().post('/api/admin/login', { email: 'a@example.test', password: 'nope' })).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('contact messages', () => {
  it('are limited per IP with a message a fan understands, and the refused one is not stored', async () => {
    const m = await createMusician(t.ctx.db);
    const send = (i: number) =>
      t.client().post('/api/messages/send', {
        name: 'Fan',
        email: 'fan@example.org',
        message: `Hello ${i}`,
        qr_code_id: m.qrCodeId,
      });
    expect((await send(1)).status).toBe(201);
    expect((await send(2)).status).toBe(201);
    const refused = await send(3);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: contactMessages.tooMany, code: 'rate_limited' });
    const stored = await t.ctx.db
      .selectFrom('messages')
      .select('message')
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(stored.map((r) => r.message)).toEqual(['Hello 1', 'Hello 2']);
  });
});
