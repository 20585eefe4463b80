import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { messages } from '../../../shared/user-messages';
import { createTestClock } from '../../clock';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (email: string, password = 'secret1', stageName = 'The Lanterns') => {
  const client = t.client();
  return { client, response: client.post('/api/auth/signup', { email, password, stageName }) };
};

describe('POST /api/auth/signup', () => {
  it('creates a musician on a 14-day trial with an unguessable QR code id and signs them in', async () => {
    const { client, response } = signUp('New.Artist@Example.test');
    const res = await response;
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      email: 'new.artist@example.test',
      user_type: 'musician',
      stage_name: 'The Lanterns',
    });
    expect(res.body.user.qr_code_id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(res.body.user).not.toHaveProperty('password_hash');

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sc_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; Secure is set over https

    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      local_user: { email: 'new.artist@example.test', user_type: 'musician', created_at: expect.any(String) },
    });

    const sub = await t.ctx.db
      .selectFrom('subscriptions as s')
      .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
      .select(['s.status', 's.trial_ends_at', 'p.created_at'])
      .where('p.qr_code_id', '=', res.body.user.qr_code_id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('trial');
    const days = (Date.parse(sub.trial_ends_at!) - Date.parse(sub.created_at)) / 86_400_000;
    expect(days).toBe(14);

    // Only a hash of the cookie token is stored.
    const token = client.cookie('sc_session')!;
    const stored = await t.ctx.db.selectFrom('auth_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it.each([
    [{ password: 'secret1', stageName: 'X' }, messages.auth.emailAndPasswordRequired],
    [{ email: 'a@b.test', stageName: 'X' }, messages.auth.emailAndPasswordRequired],
    [{ email: '', password: '', stageName: 'X' }, messages.auth.emailAndPasswordRequired],
    [{ email: 'a@b.test', password: '12345', stageName: 'X' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.test', password: 'secret1', stageName: '   ' }, 'Stage name is required for signup'],
    [{ email: 'a@b.test', password: 'secret1' }, 'Stage name is required for signup'],
    [{ email: 'not-an-email', password: 'secret1', stageName: 'X' }, messages.auth.invalidEmail],
  ])('refuses %j with "%s" and writes nothing', async (body, message) => {
    const before = await t.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.client().post('/api/auth/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details).toBeInstanceOf(Array);
    const after = await t.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 409 for a taken e-mail, whatever its case', async () => {
    await await signUp('taken@example.test').response;
    const res = await signUp('TAKEN@example.test').response;
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(messages.auth.emailTaken);
    expect(res.body.code).toBe('email_taken');
  });

  it('refuses unknown fields', async () => {
    const res = await t.client().post('/api/auth/signup', {
      email: 'extra@example.test',
      password: 'secret1',
      stageName: 'X',
      user_type: 'admin',
    });
    expect(res.status).toBe(400);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'extra@example.test')
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('refuses wrong types', async () => {
    const res = await t.client().post('/api/auth/signup', { email: 42, password: ['x'], stageName: {} });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(messages.auth.emailAndPasswordRequired);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in with the right password and returns the user', async () => {
    const m = await createMusician(t.ctx.db, { stageName: 'Signin Band' });
    const client = t.client();
    const res = await client.post('/api/auth/signin', { email: m.email.toUpperCase(), password: m.password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: m.email, stage_name: 'Signin Band', qr_code_id: m.qrCodeId });
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(m.email);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const m = await createMusician(t.ctx.db);
    const wrong = await t.client().post('/api/auth/signin', { email: m.email, password: 'wrong password' });
    const unknown = await t.client().post('/api/auth/signin', { email: 'nobody@example.test', password: 'whatever' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: messages.auth.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('requires e-mail and password', async () => {
    const res = await t.client().post('/api/auth/signin', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Email and password are required');
  });

  it('refuses a deactivated account', async () => {
    const m = await createMusician(t.ctx.db, { isActive: false });
    const res = await t.client().post('/api/auth/signin', { email: m.email, password: m.password });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.auth.accountDeactivated);
    expect(res.body.code).toBe('account_deactivated');
  });

  it('ends the session of a user who is deactivated while signed in', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', m.user.id).execute();
    expect((await client.get('/api/users/me')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('GET /api/users/me answers 401 when signed out', async () => {
    const res = await t.client().get('/api/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: messages.auth.notSignedIn, code: 'not_signed_in' });
  });

  it('signing out revokes the session server-side, not only the cookie', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    const token = client.cookie('sc_session')!;
    const out = await client.post('/api/auth/signout');
    expect(out.status).toBe(200);
    expect(client.cookie('sc_session')).toBeUndefined();

    const replay = t.client();
    replay.setCookie('sc_session', token);
    expect((await replay.get('/api/users/me')).status).toBe(401);
  });

  describe('on the app’s clock', () => {
    const clock = createTestClock('2031-03-01T12:00:00.000Z');
    let timed: TestApp;
    beforeAll(async () => {
      timed = await startTestApp({ clock });
    });
    afterAll(async () => {
      await timed.close();
    });
    const signedIn = async () => {
      const m = await createMusician(timed.ctx.db);
      const client = timed.client();
      await client.post('/api/auth/signin', { email: m.email, password: m.password });
      return { m, client };
    };

    it('an unused session expires after 30 days', async () => {
      const { client } = await signedIn();
      clock.advance(29 * 86_400_000);
      expect((await client.get('/api/users/me')).status).toBe(200);
      // Used on day 29: the 30 days count again from then.
      clock.advance(30 * 86_400_000 + 1000);
      expect((await client.get('/api/users/me')).status).toBe(401);
    });

    it('slides the expiry forward when the session is used after a while', async () => {
      const { m, client } = await signedIn();
      clock.advance(2 * 3600_000);
      const res = await client.get('/api/users/me');
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('sc_session='))).toBe(true);
      const row = await timed.ctx.db
        .selectFrom('auth_sessions')
        .select('expires_at')
        .where('user_id', '=', m.user.id)
        .executeTakeFirstOrThrow();
      expect(row.expires_at).toBe(new Date(clock.now().getTime() + 30 * 86_400_000).toISOString());
    });
  });

  it('GET /api/auth/session answers 200 with user null when signed out, and the user when signed in', async () => {
    const client = t.client();
    const anonymous = await client.get('/api/auth/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null });
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    client.setCookie('sc_session', 'forged-token');
    expect((await client.get('/api/auth/session')).body).toEqual({ user: null });

    const m = await createMusician(t.ctx.db);
    const signedIn = t.client();
    await signedIn.post('/api/auth/signin', { email: m.email, password: m.password });
    const session = await signedIn.get('/api/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual((await signedIn.get('/api/auth/me')).body.user);
  });

  it('a forged cookie is refused', async () => {
    const client = t.client();
    client.setCookie('sc_session', 'forged-token');
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const m = await createMusician(t.ctx.db);
    const phone = t.client();
    const laptop = t.client();
    await phone.post('/api/auth/signin', { email: m.email, password: m.password });
    await laptop.post('/api/auth/signin', { email: m.email, password: m.password });

    const res = await phone.post('/api/auth/change-password', {
      current_password: m.password,
      new_password: 'brand new',
    });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/users/me')).status).toBe(200);
    expect((await laptop.get('/api/users/me')).status).toBe(401);

    expect((await t.client().post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(401);
    expect((await t.client().post('/api/auth/signin', { email: m.email, password: 'brand new' })).status).toBe(200);
  });

  it.each([
    [{ new_password: 'abcdef' }, 'Current password is required'],
    [{ current_password: 'correct horse' }, 'New password is required'],
    [{ current_password: 'correct horse', new_password: 'abc' }, 'New password must be at least 6 characters long'],
    [
      { current_password: 'correct horse', new_password: 'abcdefg', confirm_password: 'abcdefh' },
      'New passwords do not match',
    ],
    [
      { current_password: 'correct horse', new_password: 'correct horse' },
      'New password must be different from current password',
    ],
    [{ current_password: 'not it at all', new_password: 'another one' }, messages.password.currentWrong],
  ])('refuses %j with "%s"', async (body, message) => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    const res = await client.post('/api/auth/change-password', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await t.client().post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(200);
  });

  it('names a wrong current password with its own code', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    const res = await client.post('/api/auth/change-password', { current_password: 'nope', new_password: 'another' });
    expect(res).toMatchObject({ status: 400, body: { code: 'password_wrong' } });
  });

  it('needs a signed-in user', async () => {
    const res = await t.client().post('/api/auth/change-password', { current_password: 'a', new_password: 'bcdefgh' });
    expect(res).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
  });
});

describe('DELETE /api/users/delete-account', () => {
  it('removes the sign-in and the sessions; the profile stays only as an anonymised row (decision 022)', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await client.post('/api/auth/signin', { email: m.email, password: m.password });
    const res = await client.delete('/api/users/delete-account', { password: m.password });
    expect(res.status).toBe(200);
    const user = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();
    expect(user.email).not.toBe(m.email);
    expect(user.deleted_at).not.toBeNull();
    expect(
      await t.ctx.db
        .selectFrom('musician_profiles')
        .select('stage_name')
        .where('id', '=', m.profileId)
        .executeTakeFirst(),
    ).toEqual({ stage_name: 'Deleted account' });
    expect(
      await t.ctx.db.selectFrom('auth_sessions').select('id').where('user_id', '=', m.user.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await client.get('/api/users/me')).status).toBe(401);
    expect((await t.client().post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(401);
  });

  it('needs a signed-in user', async () => {
    expect((await t.client().delete('/api/users/delete-account', { password: 'x' })).status).toBe(401);
  });
});
