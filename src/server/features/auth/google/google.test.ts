import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../../test/app';
import { createAdmin, createMusician, totpCode } from '../../../../../test/factories';
import { googleMessages } from '../../../../shared/auth/google-messages';
import { messages } from '../../../../shared/user-messages';
import {
  addGoogleAccount,
  CLIENT_ID,
  signInWithGoogle,
  startGoogleTestBed,
  type GoogleTestBed,
} from '../../../../../test/google-flow';
import type { TestIssuer } from './test-issuer';

let bed: GoogleTestBed;
let t: TestApp;
let issuer: TestIssuer;
beforeAll(async () => {
  bed = await startGoogleTestBed();
  ({ t, issuer } = bed);
});
afterAll(async () => {
  await bed?.close();
});

const settings = (values: {
  trial_period_days?: number;
  musician_signup_enabled?: 0 | 1;
  user_registration_enabled?: 0 | 1;
}) => t.ctx.db.updateTable('platform_settings').set(values).where('id', '=', 1).execute();
afterEach(async () => {
  await settings({ trial_period_days: 14, musician_signup_enabled: 1, user_registration_enabled: 1 });
});

const userBySubject = (subject: string) =>
  t.ctx.db.selectFrom('users').selectAll().where('google_subject', '=', subject).executeTakeFirst();

describe('GET /api/oauth/google/status', () => {
  it('says Google sign-in is enabled when it is configured', async () => {
    const res = await t.client().get('/api/oauth/google/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true });
  });
});

describe('GET /api/oauth/google/redirect_url', () => {
  it('returns an authorization URL with PKCE (S256), state and nonce, and remembers them for this browser', async () => {
    const client = t.client();
    const res = await client.get('/api/oauth/google/redirect_url');
    expect(res.status).toBe(200);
    const url = new URL(res.body.redirectUrl);
    expect(url.origin).toBe(issuer.url);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${t.url}/auth/callback`,
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{32,}$/);
    expect(params.nonce).toMatch(/^[\w-]{32,}$/);

    const row = await t.ctx.db
      .selectFrom('oauth_states')
      .selectAll()
      .where('state', '=', params.state!)
      .executeTakeFirstOrThrow();
    expect(row.nonce).toBe(params.nonce);
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(params.code_challenge);
    expect(client.cookie('sc_oauth_state')).toBe(params.state);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sc_oauth_state='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('drops sign-ins abandoned more than 10 minutes ago', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await t.ctx.db
      .insertInto('oauth_states')
      .values([
        { state: 'abandoned', code_verifier: 'v', nonce: 'n', created_at: at(11) },
        { state: 'in-flight', code_verifier: 'v', nonce: 'n', created_at: at(9) },
      ])
      .execute();
    expect((await t.client().get('/api/oauth/google/redirect_url')).status).toBe(200);
    const left = await t.ctx.db
      .selectFrom('oauth_states')
      .select('state')
      .where('state', 'in', ['abandoned', 'in-flight'])
      .execute();
    expect(left.map((r) => r.state)).toEqual(['in-flight']);
  });

  it('discovers the issuer once per app, not per sign-in', async () => {
    await t.client().get('/api/oauth/google/redirect_url');
    const before = issuer.hits.get('/.well-known/openid-configuration');
    await t.client().get('/api/oauth/google/redirect_url');
    await t.client().get('/api/oauth/google/redirect_url');
    expect(before).toBe(1);
    expect(issuer.hits.get('/.well-known/openid-configuration')).toBe(1);
  });
});

describe('POST /api/sessions', () => {
  it('signs a new Google user in as a musician on the platform trial, without a password', async () => {
    await settings({ trial_period_days: 21 });
    const account = addGoogleAccount(issuer, { name: 'Rosa Lane' });
    const client = t.client();
    const res = await signInWithGoogle(issuer, client, account.accountId);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: account.email, user_type: 'musician', stage_name: 'Rosa Lane' });
    expect(res.body.user.qr_code_id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // Like Google, this issuer puts e-mail and name in the ID token: no UserInfo call needed.
    expect(issuer.hits.get('/me')).toBeUndefined();

    const session = res.headers.getSetCookie().find((c) => c.startsWith('sc_session='));
    expect(session).toMatch(/HttpOnly/i);
    expect(client.cookie('sc_oauth_state')).toBeUndefined();
    const me = await client.get('/api/users/me');
    expect(me.status).toBe(200);
    expect(me.body.local_user).toMatchObject({ email: account.email, user_type: 'musician' });

    const user = await userBySubject(account.accountId);
    expect(user).toMatchObject({ email: account.email, password_hash: null, is_active: 1 });
    const sub = await t.ctx.db
      .selectFrom('subscriptions as s')
      .innerJoin('musician_profiles as p', 'p.id', 's.musician_id')
      .select(['s.status', 's.trial_ends_at', 'p.created_at'])
      .where('p.user_id', '=', user!.id)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('trial');
    expect((Date.parse(sub.trial_ends_at!) - Date.parse(sub.created_at)) / 86_400_000).toBe(21);
  });

  it('leaves the stage name empty when Google gives no name, so the dashboard asks for one', async () => {
    const account = addGoogleAccount(issuer, { name: undefined });
    const res = await signInWithGoogle(issuer, t.client(), account.accountId);
    expect(res.status).toBe(200);
    expect(res.body.user.stage_name).toBe('');
  });

  it('signs a returning Google user in to the same account, from any browser', async () => {
    const account = addGoogleAccount(issuer);
    const first = await signInWithGoogle(issuer, t.client(), account.accountId);
    const again = t.client();
    const second = await signInWithGoogle(issuer, again, account.accountId);
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    const rows = await t.ctx.db.selectFrom('users').select('id').where('email', '=', account.email).execute();
    expect(rows).toHaveLength(1);
    expect((await again.get('/api/auth/me')).body.user.id).toBe(first.body.user.id);
  });

  it('links an existing e-mail account when Google has verified the address', async () => {
    const m = await createMusician(t.ctx.db, { stageName: 'Password Band' });
    const account = addGoogleAccount(issuer, { email: m.email.toUpperCase(), name: 'Someone Else' });
    const res = await signInWithGoogle(issuer, t.client(), account.accountId);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: m.user.id, email: m.email, stage_name: 'Password Band' });
    expect((await userBySubject(account.accountId))?.id).toBe(m.user.id);
    // The password keeps working beside Google.
    expect((await t.client().post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(200);
  });

  it('opens no session for an account with a second factor: Google is not a way around it', async () => {
    const m = await createMusician(t.ctx.db);
    const account = addGoogleAccount(issuer, { email: m.email });
    const client = t.client();
    expect((await signInWithGoogle(issuer, client, account.accountId)).status).toBe(200);
    const setup = await client.post('/api/auth/second-factor/totp');
    expect(
      (await client.post('/api/auth/second-factor/totp/confirm', { code: totpCode(setup.body.secret) })).status,
    ).toBe(200);
    const again = t.client();
    const res = await signInWithGoogle(issuer, again, account.accountId);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('second_factor_required');
    expect(again.cookie('sc_session')).toBeUndefined();
  });

  it('refuses an unverified Google e-mail address: no link, no new account', async () => {
    const m = await createMusician(t.ctx.db);
    const squatter = addGoogleAccount(issuer, { email: m.email, email_verified: false });
    const res = await signInWithGoogle(issuer, t.client(), squatter.accountId);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: googleMessages.emailNotVerified, code: 'forbidden' });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('sc_session='))).toBe(false);
    expect(await userBySubject(squatter.accountId)).toBeUndefined();

    const fresh = addGoogleAccount(issuer, { email_verified: false });
    expect((await signInWithGoogle(issuer, t.client(), fresh.accountId)).status).toBe(403);
    expect(await userBySubject(fresh.accountId)).toBeUndefined();
  });

  it('does not relink an account already linked to another Google identity', async () => {
    const original = addGoogleAccount(issuer);
    await signInWithGoogle(issuer, t.client(), original.accountId);
    const other = addGoogleAccount(issuer, { email: original.email });
    const res = await signInWithGoogle(issuer, t.client(), other.accountId);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(googleMessages.emailLinkedToOtherGoogleAccount);
    expect(res.body.code).toBe('google_account_linked_elsewhere');
    expect((await userBySubject(original.accountId))?.email).toBe(original.email);
  });

  it('refuses a deactivated account, linked or found by e-mail', async () => {
    const linked = addGoogleAccount(issuer);
    const first = await signInWithGoogle(issuer, t.client(), linked.accountId);
    await t.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', first.body.user.id).execute();
    const res = await signInWithGoogle(issuer, t.client(), linked.accountId);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.auth.accountDeactivated);
    expect(res.body.code).toBe('account_deactivated');

    const m = await createMusician(t.ctx.db, { isActive: false });
    const byEmail = addGoogleAccount(issuer, { email: m.email });
    const refused = await signInWithGoogle(issuer, t.client(), byEmail.accountId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(messages.auth.accountDeactivated);
    expect(refused.body.code).toBe('account_deactivated');
    expect(await userBySubject(byEmail.accountId)).toBeUndefined();
  });

  it("an administrator's verified Google address opens no musician session and links nothing", async () => {
    const admin = await createAdmin(t.ctx.db);
    const google = addGoogleAccount(issuer, { email: admin.email });
    const client = t.client();
    const res = await signInWithGoogle(issuer, client, google.accountId);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(messages.admin.useAdminSignIn);
    expect(client.cookie('sc_session')).toBeUndefined();
    expect(await userBySubject(google.accountId)).toBeUndefined();
  });

  it.each([['musician_signup_enabled'], ['user_registration_enabled']] as const)(
    'with %s off, refuses new accounts but still signs existing ones in',
    async (setting) => {
      const existing = addGoogleAccount(issuer);
      await signInWithGoogle(issuer, t.client(), existing.accountId);
      await settings({ [setting]: 0 });

      const newcomer = addGoogleAccount(issuer);
      const refused = await signInWithGoogle(issuer, t.client(), newcomer.accountId);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('New sign-ups are paused at the moment. Please try again later.');
      expect(await userBySubject(newcomer.accountId)).toBeUndefined();

      expect((await signInWithGoogle(issuer, t.client(), existing.accountId)).status).toBe(200);
      const m = await createMusician(t.ctx.db);
      const linking = addGoogleAccount(issuer, { email: m.email });
      expect((await signInWithGoogle(issuer, t.client(), linking.accountId)).status).toBe(200);
    },
  );
});

describe('GET /api/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const account = addGoogleAccount(issuer);
    const client = t.client();
    await signInWithGoogle(issuer, client, account.accountId);
    const token = client.cookie('sc_session')!;
    const res = await client.get('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(client.cookie('sc_session')).toBeUndefined();

    const replay = t.client();
    replay.setCookie('sc_session', token);
    expect((await replay.get('/api/users/me')).status).toBe(401);
  });

  it('answers success when nobody is signed in', async () => {
    const res = await t.client().get('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
  });
});
