import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createAdmin, createMusician } from '../../../../test/factories';
import { signedInMusician } from '../../../../test/musician-client';
import { startTestSmtp, type TestSmtp } from '../../../../test/smtp';
import { passwordResetMessages as m } from '../../../shared/auth/password-reset';
import { createTestClock } from '../../clock';
import { deliverDueEmails } from '../../email/worker';
import { RESETS_PER_ACCOUNT_PER_HOUR, RESET_LINK_TTL_MS } from './password-reset-service';

const clock = createTestClock('2026-06-15T18:00:00.000Z');
let smtp: TestSmtp;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://stagecall.example' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  // A fresh hour for every test: the per-account cap counts the last hour.
  clock.advance(2 * RESET_LINK_TTL_MS);
});

const deliver = () => deliverDueEmails(t.ctx, () => undefined);

/** Asks for a link as a stranger would, delivers the outbox and reads the token from the e-mail. */
async function askForLink(email: string, typed = email): Promise<string> {
  // Reset links only: a sign-in from a new device may have mailed the account too.
  const resetMails = () => smtp.to(email).filter((mail) => mail.decoded.includes('/reset-password?token='));
  const before = resetMails().length;
  const res = await t.client().post('/api/auth/forgot-password', { email: typed });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: m.sent });
  await deliver();
  const mails = resetMails();
  expect(mails).toHaveLength(before + 1);
  return tokenOf(mails.at(-1)!.decoded);
}

const tokenOf = (decoded: string): string => {
  const match = /https:\/\/stagecall\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded);
  if (!match?.[1]) throw new Error('no reset link in the e-mail');
  return match[1];
};

const reset = (token: string, password: string) =>
  t.client().post('/api/auth/reset-password', { token, new_password: password, confirm_password: password });

const signIn = (email: string, password: string) => t.client().post('/api/auth/signin', { email, password });

describe('forgot password', () => {
  it('mails a one-hour link whose token is stored only as a keyed hash, and sets the new password', async () => {
    const musician = await createMusician(t.ctx.db, { stageName: 'Zoë 🎸' });
    const token = await askForLink(musician.email, `  ${musician.email.toUpperCase()} `);
    const mail = smtp.to(musician.email).at(-1)!;
    expect(mail.subject).toBe('Reset your Stagecall password');
    expect(mail.decoded).toContain('The link works once, for one hour.');
    expect(mail.decoded).toContain('Content-Type: text/plain');
    expect(mail.decoded).toContain('Content-Type: text/html');

    const rows = await t.ctx.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', musician.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.expires_at).toBe(new Date(clock.now().getTime() + RESET_LINK_TTL_MS).toISOString());
    const outbox = await t.ctx.db
      .selectFrom('email_outbox')
      .select(['text_body'])
      .where('kind', '=', 'password_reset')
      .execute();
    expect(outbox.some((row) => row.text_body.includes(token))).toBe(true);

    const res = await reset(token, 'a brand new password 🎤');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: m.done, sign_in_path: '/' });
    expect((await signIn(musician.email, musician.password)).status).toBe(401);
    expect((await signIn(musician.email, 'a brand new password 🎤')).status).toBe(200);
  });

  it('ends the lock that a spray of wrong passwords put on the account', async () => {
    const musician = await createMusician(t.ctx.db);
    await Promise.all(Array.from({ length: 12 }, () => signIn(musician.email, `wrong ${'x'.repeat(40)} 🎸`)));
    expect((await signIn(musician.email, musician.password)).status, 'locked').toBe(429);
    const token = await askForLink(musician.email);
    expect((await reset(token, 'unlocked at last 🔓')).status).toBe(200);
    expect((await signIn(musician.email, 'unlocked at last 🔓')).status).toBe(200);
  });

  it('is single-use, even for two tabs submitting the same link at once', async () => {
    const musician = await createMusician(t.ctx.db);
    const token = await askForLink(musician.email);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => reset(token, `password number ${i}`)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error).toBe(m.tokenInvalid);
    expect((await reset(token, 'yet another one')).status).toBe(400);
  });

  it('expires after one hour, and a newer password spends the older links', async () => {
    const musician = await createMusician(t.ctx.db);
    const first = await askForLink(musician.email);
    clock.advance(RESET_LINK_TTL_MS);
    const expired = await reset(first, 'too late password');
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(m.tokenInvalid);
    expect(expired.body.code).toBe('reset_link_invalid');

    const second = await askForLink(musician.email);
    const third = await askForLink(musician.email);
    expect((await reset(third, 'third link password')).status).toBe(200);
    expect((await reset(second, 'second link password')).status).toBe(400);
    expect((await signIn(musician.email, 'third link password')).status).toBe(200);
  });

  it('ends every other sign-in of the account, and their open streams', async () => {
    const { m: musician, client: phone } = await signedInMusician(t);
    const tablet = t.client();
    expect((await tablet.post('/api/auth/signin', { email: musician.email, password: musician.password })).status).toBe(
      200,
    );
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    const token = await askForLink(musician.email);
    expect((await reset(token, 'locked out no more')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect((await tablet.get('/api/auth/me')).status).toBe(401);
    const live = await t.ctx.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', musician.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  });

  it('answers an unknown or deactivated address exactly as a real one, and mails nobody', async () => {
    const real = await createMusician(t.ctx.db);
    const inactive = await createMusician(t.ctx.db, { isActive: false });
    const answers = await Promise.all(
      [real.email, 'nobody-here@example.test', inactive.email].map((email) =>
        t.client().post('/api/auth/forgot-password', { email }),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: m.sent });
    }
    await deliver();
    expect(smtp.to('nobody-here@example.test')).toEqual([]);
    expect(smtp.to(inactive.email)).toEqual([]);
    expect(smtp.to(real.email)).toHaveLength(1);
  });

  it(`sends at most ${RESETS_PER_ACCOUNT_PER_HOUR} links an hour to one account, however many ask at once`, async () => {
    const musician = await createMusician(t.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.client().post('/api/auth/forgot-password', { email: musician.email })),
    );
    // The caller cannot tell the cap from a sent link: the same answer either way.
    for (const res of answers) expect(res.body).toEqual({ success: true, message: m.sent });
    await deliver();
    expect(smtp.to(musician.email)).toHaveLength(RESETS_PER_ACCOUNT_PER_HOUR);
    clock.advance(RESET_LINK_TTL_MS + 1);
    await askForLink(musician.email);
  });

  it('works for an admin, whose link leads back to the admin sign-in', async () => {
    const admin = await createAdmin(t.ctx.db);
    const token = await askForLink(admin.email);
    const res = await reset(token, 'new admin password');
    expect(res.body.sign_in_path).toBe('/admin');
    // A new password is not a way around the second factor: the code is still asked for.
    const withoutCode = await t
      .client()
      .post('/api/admin/login', { email: admin.email, password: 'new admin password' });
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.code).toBe('second_factor_required');
    const login = await t
      .client()
      .post('/api/admin/login', { email: admin.email, password: 'new admin password', code: admin.code(clock.now()) });
    expect(login.status).toBe(200);
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const noEmail = await t.client().post('/api/auth/forgot-password', { email: 'not an address' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe(m.invalidEmail);
    const short = await t.client().post('/api/auth/reset-password', { token: 'x', new_password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(m.passwordTooShort);
    const mismatch = await t
      .client()
      .post('/api/auth/reset-password', { token: 'x', new_password: '1234567', confirm_password: '7654321' });
    expect(mismatch.body.error).toBe(m.passwordsDoNotMatch);
    const forged = await reset('forged-token-forged-token-forged-token', 'whatever123');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe(m.tokenInvalid);
    expect(forged.body.code).toBe('reset_link_invalid');
  });

  it('is limited per client address', async () => {
    const limited = await startTestApp({ rateLimits: { passwordReset: { max: 2, timeWindow: 60_000 } } });
    try {
      const client = limited.client();
      const ask = () => client.post('/api/auth/forgot-password', { email: 'someone@example.test' });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('admin sends a reset link', () => {
  it('mails the user, records it in the audit log, and refuses anyone but an admin', async () => {
    const admin = await createAdmin(t.ctx.db);
    const client = t.client();
    expect((await client.post('/api/admin/login', admin.login(clock.now()))).status).toBe(200);
    const musician = await createMusician(t.ctx.db);

    const { client: other } = await signedInMusician(t);
    expect((await other.post(`/api/admin/users/${musician.user.id}/send-password-reset`)).status).toBe(401);

    const res = await client.post(`/api/admin/users/${musician.user.id}/send-password-reset`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${m.adminSent} to ${musician.email}`);
    await deliver();
    const mail = smtp.to(musician.email).at(-1)!;
    expect(mail.decoded).toContain('A Stagecall administrator sent you this link');
    expect((await reset(tokenOf(mail.decoded), 'given by the admin')).status).toBe(200);
    const audit = await t.ctx.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'user.password_reset_sent')
      .where('target_id', '=', String(musician.user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.admin_id).toBe(admin.id);

    expect((await client.post('/api/admin/users/999999/send-password-reset')).status).toBe(404);
    for (let i = 1; i < RESETS_PER_ACCOUNT_PER_HOUR; i++) {
      expect((await client.post(`/api/admin/users/${musician.user.id}/send-password-reset`)).status).toBe(200);
    }
    const capped = await client.post(`/api/admin/users/${musician.user.id}/send-password-reset`);
    expect(capped.status).toBe(429);
    expect(capped.body.error).toBe(m.tooManyForAccount);
  });
});
