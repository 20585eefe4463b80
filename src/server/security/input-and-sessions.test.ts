import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createAdmin, createLiveSession, createMusician } from '../../../test/factories';
import { signedInMusician } from '../../../test/musician-client';
import { messages } from '../../shared/user-messages';
import { controlCharacterMessage } from '../../shared/text';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (table: 'users' | 'song_requests' | 'messages') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('control characters in text', () => {
  it('a NUL anywhere is a 400 naming the field, on every kind of input, and writes nothing', async () => {
    const m = await createMusician(t.ctx.db);
    const session = await createLiveSession(t.ctx.db, m.profileId);
    const before = { users: await count('users'), requests: await count('song_requests') };
    const cases = [
      { res: await t.client().post('/api/auth/signin', { email: 'a\u0000@b.test', password: 'x' }), field: 'email' },
      {
        res: await t.client().post('/api/auth/signup', {
          email: 'nul@example.test',
          password: 'long enough',
          stageName: 'Nul\u0000Band',
        }),
        field: 'stageName',
      },
      {
        res: await t.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'Wonder\u0000wall' }),
        field: 'song_title',
      },
      { res: await t.client().get('/api/songs/search?q=won%00der'), field: 'q' },
      { res: await t.client().get('/api/musicians/%00'), field: 'qrCodeId' },
    ];
    for (const { res, field } of cases) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(controlCharacterMessage(field));
      expect(res.body.details).toEqual([{ path: field, message: controlCharacterMessage(field) }]);
    }
    expect(await count('users')).toBe(before.users);
    expect(await count('song_requests')).toBe(before.requests);
  });

  it('single-line fields refuse newlines and tabs; multi-line fields keep them', async () => {
    const m = await createMusician(t.ctx.db);
    const session = await createLiveSession(t.ctx.db, m.profileId);
    const title = await t.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'Line\none' });
    expect(title.status).toBe(400);
    expect(title.body.error).toBe(controlCharacterMessage('song_title'));
    const bell = await t
      .client()
      .post(`/api/sessions/${session.id}/requests`, { song_title: 'Fine', message: 'Happy\u0007birthday' });
    expect(bell.status).toBe(400);
    expect(bell.body.error).toBe(controlCharacterMessage('message'));
    const ok = await t
      .client()
      .post(`/api/sessions/${session.id}/requests`, { song_title: 'Fine', message: 'Happy\r\nbirthday\tMum' });
    expect(ok.status).toBe(201);
    const { client } = await signedInMusician(t);
    const styles = await client.put('/api/musicians/profile', { stage_name: 'Ok', favorite_singers: ['A', 'B\u001b'] });
    expect(styles.status).toBe(400);
    expect(styles.body.error).toBe(controlCharacterMessage('favorite_singers.1'));
    const bio = await client.put('/api/musicians/profile', { stage_name: 'Ok', bio: 'Two\nlines' });
    expect(bio.status).toBe(200);
  });

  it('song search takes as many characters as the title field', async () => {
    const res = await t.client().get(`/api/songs/search?q=${'a'.repeat(200)}`);
    expect(res.status).toBe(200);
    expect((await t.client().get(`/api/songs/search?q=${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe("Fastify's own errors", () => {
  it('a malformed URL answers in the error model without echoing it', async () => {
    const res = await t.client().get('/api/%');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: messages.http.badUrl, code: 'bad_url' });
  });

  it('the 413 states the limit of the route that refused the body', async () => {
    const res = await t.client().post('/api/errors/client', { message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: messages.http.bodyTooLarge('16 KB'), code: 'body_too_large' });
  });
});

describe('sessions', () => {
  it('GET /api/logout from another site does not sign out; from our pages it does', async () => {
    const { client } = await signedInMusician(t);
    const crossSite = await client.get('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ error: messages.http.foreignOrigin, code: 'foreign_origin' });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const sameSite = await client.get('/api/logout', { headers: { 'sec-fetch-site': 'same-site' } });
    expect(sameSite.status).toBe(403);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const own = await client.get('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it("an administrator's credentials open no session at the musician sign-in", async () => {
    const admin = await createAdmin(t.ctx.db);
    const client = t.client();
    const res = await client.post('/api/auth/signin', admin.login());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: messages.auth.invalidCredentials, code: 'invalid_credentials' });
    expect(client.cookie('sc_session')).toBeUndefined();
    const admins = await t.ctx.db.selectFrom('auth_sessions').select('id').where('user_id', '=', admin.id).execute();
    expect(admins).toHaveLength(0);
  });

  it('authenticated responses are never cached; public ones are left alone', async () => {
    const { client } = await signedInMusician(t);
    for (const path of ['/api/auth/me', '/api/users/me', '/api/musicians/profile']) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const signIn = await t.client().post('/api/auth/signin', { email: 'nobody@example.test', password: 'nope' });
    expect(signIn.status).toBe(401);
    expect((await t.client().get('/api/health')).headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('cookies over https', () => {
  it('every cookie is Secure when PUBLIC_URL is https', async () => {
    const https = await startTestApp({ env: { PUBLIC_URL: 'https://stagecall.example' } });
    try {
      const m = await createMusician(https.ctx.db);
      const session = await createLiveSession(https.ctx.db, m.profileId);
      const forwarded = { 'x-forwarded-proto': 'https', origin: 'https://stagecall.example' };
      const signIn = await fetch(`${https.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwarded },
        body: JSON.stringify({ email: m.email, password: m.password }),
      });
      const request = await fetch(`${https.url}/api/sessions/${session.id}/requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwarded },
        body: JSON.stringify({ song_title: 'Secure Song' }),
      });
      expect(signIn.status).toBe(200);
      expect(request.status).toBe(201);
      const cookies = [...signIn.headers.getSetCookie(), ...request.headers.getSetCookie()];
      expect(cookies.map((c) => c.split('=')[0])).toEqual(expect.arrayContaining(['sc_session', 'sc_device']));
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    } finally {
      await https.close();
    }
  });
});
