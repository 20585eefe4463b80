import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../../test/app';
import { createAdmin, createMusician, totpCode } from '../../../../../test/factories';
import type { TestClient } from '../../../../../test/http-client';
import { createTestClock } from '../../../clock';
import { CODE_ATTEMPTS, STEP_UP_MS } from '../../../../shared/auth/second-factor';
import { payingBank as bank } from '../../../../../test/payouts';

const payingBank = { account_holder: 'Long Name 🎸', sort_code: bank.sortCode, account_number: bank.accountNumber };

const clock = createTestClock('2026-11-26T20:00:00.000Z');
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    clock,
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

/** The next 30-second step: a code of a step already used is refused, so each use moves on. */
const nextStep = () => clock.advance(30_000);

async function musicianWithCodes() {
  const m = await createMusician(t.ctx.db, { profile: { bio: 'Folk 🎻', music_styles: ['Folk'] } });
  const client = t.client();
  expect((await client.post('/api/auth/signin', { email: m.email, password: m.password })).status).toBe(200);
  const setup = await client.post('/api/auth/second-factor/totp');
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const confirmed = await client.post('/api/auth/second-factor/totp/confirm', {
    code: totpCode(secret, clock.now()),
  });
  expect(confirmed.status).toBe(200);
  nextStep();
  return { m, client, secret, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

const signIn = (client: TestClient, m: { email: string; password: string }, code?: string) =>
  client.post('/api/auth/signin', { email: m.email, password: m.password, ...(code ? { code } : {}) });

describe('authenticator codes', () => {
  it('are set up with a first code, give ten recovery codes once, and keep the secret sealed', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await signIn(client, m);
    // Confirming before any setup names what is missing.
    expect(await client.post('/api/auth/second-factor/totp/confirm', { code: '000000' })).toMatchObject({
      status: 400,
      body: { code: 'second_factor_not_set_up' },
    });
    const setup = await client.post('/api/auth/second-factor/totp');
    const secret = setup.body.secret as string;
    expect(setup.body.otpauth_url).toContain('otpauth://totp/Stagecall');
    // Not a factor until confirmed: sign-in still needs no code.
    expect((await signIn(t.client(), m)).status).toBe(200);
    const wrong = await client.post('/api/auth/second-factor/totp/confirm', { code: '000000' });
    expect(wrong.status).toBe(400);
    const confirmed = await client.post('/api/auth/second-factor/totp/confirm', {
      code: totpCode(secret, clock.now()),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(10);

    const status = await client.get('/api/auth/second-factor');
    expect(status.body).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: 10,
      passkeys: [],
      is_required: false,
    });
    expect(status.text).not.toContain(secret);
    // Setting up again is refused while codes are on: the secret is never shown twice.
    expect(await client.post('/api/auth/second-factor/totp')).toMatchObject({
      status: 409,
      body: { code: 'second_factor_already_on' },
    });

    const row = await t.ctx.db
      .selectFrom('totp_factors')
      .selectAll()
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_encrypted).not.toContain(secret);
    const stored = JSON.stringify(
      await t.ctx.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', m.user.id).execute(),
    );
    for (const code of confirmed.body.recovery_codes as string[]) expect(stored).not.toContain(code);
    nextStep();
  });

  it('are asked for at sign-in; wrong and replayed codes are refused', async () => {
    const { m, secret } = await musicianWithCodes();
    const none = await signIn(t.client(), m);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('second_factor_required');
    expect(none.headers.getSetCookie().some((c) => c.startsWith('sc_session='))).toBe(false);

    const wrong = await signIn(t.client(), m, '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('second_factor_wrong');

    const code = totpCode(secret, clock.now());
    expect((await signIn(t.client(), m, code)).status).toBe(200);
    const replay = await signIn(t.client(), m, code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('second_factor_wrong');
    // An older step than one already used is refused too.
    expect((await signIn(t.client(), m, totpCode(secret, new Date(clock.now().getTime() - 30_000)))).status).toBe(401);
    nextStep();
  });

  it('accepts one code once, however many sign-ins send it at the same moment', async () => {
    const { m, secret } = await musicianWithCodes();
    const code = totpCode(secret, clock.now());
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(t.client(), m, code)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    nextStep();
  });

  it('takes a recovery code once; its second use fails', async () => {
    const { m, recoveryCodes } = await musicianWithCodes();
    const recovery = recoveryCodes[0]!;
    expect((await signIn(t.client(), m, recovery.toUpperCase())).status).toBe(200);
    expect((await signIn(t.client(), m, recovery)).status).toBe(401);
    const client = t.client();
    expect((await signIn(client, m, recoveryCodes[1]!.replace('-', ''))).status).toBe(200);
    expect((await client.get('/api/auth/second-factor')).body.recovery_codes_left).toBe(8);
    const log = await client.get('/api/auth/security-log');
    expect(log.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'second_factor.recovery_code_used',
      'second_factor.recovery_code_used',
      'second_factor.totp_enabled',
    ]);
  });

  it('are limited per account: after five wrong codes from anywhere, even the right one waits', async () => {
    const { m, secret } = await musicianWithCodes();
    const other = await musicianWithCodes();
    // Many addresses at once: each wrong code counts.
    const wrong = await Promise.all(
      Array.from({ length: CODE_ATTEMPTS.max + 3 }, () => signIn(t.client(), m, '111111')),
    );
    expect(wrong.filter((a) => a.status === 429)).toHaveLength(3);
    const right = await signIn(t.client(), m, totpCode(secret, clock.now()));
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('too_many_codes');
    // Another account is not affected.
    expect((await signIn(t.client(), other.m, totpCode(other.secret, clock.now()))).status).toBe(200);
    clock.advance(CODE_ATTEMPTS.windowMs + 1);
    expect((await signIn(t.client(), m, totpCode(secret, clock.now()))).status).toBe(200);
    nextStep();
  });
});

describe('step-up', () => {
  it('is asked before payout details change, and expires after five minutes', async () => {
    const { client, secret } = await musicianWithCodes();
    // Signed in with the password before the codes were set up: that does not count any more.
    const refused = await client.put('/api/musicians/payout-account/test-bank', payingBank);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('step_up_required');
    expect((await client.post('/api/auth/step-up', { password: 'whatever' })).status).toBe(400);
    expect((await client.post('/api/auth/step-up', { code: '999999' })).status).toBe(400);

    const up = await client.post('/api/auth/step-up', { code: totpCode(secret, clock.now()) });
    expect(up.status).toBe(200);
    expect(up.body.stepped_up_until).toBe(new Date(clock.now().getTime() + STEP_UP_MS).toISOString());
    expect((await client.put('/api/musicians/payout-account/test-bank', payingBank)).status).toBe(200);

    clock.advance(STEP_UP_MS + 1);
    expect((await client.put('/api/musicians/payout-account/test-bank', payingBank)).status).toBe(403);
    expect((await client.get('/api/auth/second-factor')).body.stepped_up_until).toBeNull();
  });

  it('takes the password where no second factor is set up; a fresh sign-in counts', async () => {
    const m = await createMusician(t.ctx.db);
    const client = t.client();
    await signIn(client, m);
    expect((await client.put('/api/musicians/payout-account/test-bank', payingBank)).status).toBe(200);
    clock.advance(STEP_UP_MS + 1);
    expect((await client.put('/api/musicians/payout-account/test-bank', payingBank)).status).toBe(403);
    expect(await client.post('/api/auth/step-up', { password: 'wrong' })).toMatchObject({
      status: 400,
      body: { code: 'password_wrong' },
    });
    expect(await client.post('/api/auth/step-up', { code: '123456' })).toMatchObject({
      status: 400,
      body: { code: 'password_required' },
    });
    expect((await client.post('/api/auth/step-up', { password: m.password })).status).toBe(200);
    expect((await client.put('/api/musicians/payout-account/test-bank', payingBank)).status).toBe(200);
  });

  it('is asked before deleting an account that has a second factor, and before turning codes off', async () => {
    const { m, client, secret } = await musicianWithCodes();
    const refused = await client.delete('/api/users/delete-account', { password: m.password });
    expect(refused.status).toBe(403);
    expect((await client.delete('/api/auth/second-factor/totp')).status).toBe(403);
    await client.post('/api/auth/step-up', { code: totpCode(secret, clock.now()) });
    expect((await client.delete('/api/auth/second-factor/totp')).status).toBe(200);
    expect((await client.get('/api/auth/second-factor')).body).toMatchObject({
      totp_enabled: false,
      recovery_codes_left: 0,
    });
    expect((await signIn(t.client(), m)).status).toBe(200);
  });
});

describe('administrators', () => {
  it('must set up a second factor before any back-office action', async () => {
    const admin = await createAdmin(t.ctx.db, { secondFactor: false });
    const client = t.client();
    expect((await client.post('/api/admin/login', admin.login())).status).toBe(200);
    const refused = await client.get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('second_factor_setup_required');
    expect((await client.get('/api/admin/second-factor')).body.is_required).toBe(true);

    const setup = await client.post('/api/admin/second-factor/totp');
    await client.post('/api/admin/second-factor/totp/confirm', { code: totpCode(setup.body.secret, clock.now()) });
    expect((await client.get('/api/admin/stats')).status).toBe(200);
    // An admin cannot take away their last factor.
    nextStep();
    await client.post('/api/admin/step-up', { code: totpCode(setup.body.secret, clock.now()) });
    expect(await client.delete('/api/admin/second-factor/totp')).toMatchObject({
      status: 409,
      body: { code: 'last_second_factor' },
    });
    const audit = await t.ctx.db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('admin_id', '=', admin.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'admin.signed_in',
      'second_factor.totp_enabled',
      'second_factor.stepped_up',
    ]);
    nextStep();
  });

  it('can reset a musician’s second factor, audited; never another admin’s', async () => {
    const admin = await createAdmin(t.ctx.db);
    const back = t.client();
    expect((await back.post('/api/admin/login', admin.login(clock.now()))).status).toBe(200);
    const { m } = await musicianWithCodes();
    expect((await signIn(t.client(), m)).status).toBe(401);
    const reset = await back.post(`/api/admin/users/${m.user.id}/reset-second-factor`);
    expect(reset.status).toBe(200);
    expect((await signIn(t.client(), m)).status).toBe(200);
    const row = await t.ctx.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'second_factor.reset_by_admin')
      .where('target_id', '=', String(m.user.id))
      .executeTakeFirstOrThrow();
    expect(row.admin_id).toBe(admin.id);
    const other = await createAdmin(t.ctx.db);
    expect((await back.post(`/api/admin/users/${other.id}/reset-second-factor`)).status).toBe(409);
    expect((await back.post('/api/admin/users/999999/reset-second-factor')).status).toBe(404);
    const musicianClient = t.client();
    await signIn(musicianClient, m);
    expect((await musicianClient.post(`/api/admin/users/${m.user.id}/reset-second-factor`)).status).toBe(401);
    nextStep();
  });
});

describe('secrets', () => {
  it('never appear in logs, and appear in a response only while setting up', async () => {
    const { m, client, secret, recoveryCodes } = await musicianWithCodes();
    await signIn(t.client(), m, totpCode(secret, clock.now()));
    await client.post('/api/auth/step-up', { code: recoveryCodes[2] });
    const responses = [
      await client.get('/api/auth/second-factor'),
      await client.get('/api/auth/devices'),
      await client.get('/api/auth/security-log'),
      await client.get('/api/auth/me'),
    ];
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const text of [logs, ...responses.map((r) => r.text)]) {
      expect(text).not.toContain(secret);
      for (const code of recoveryCodes) expect(text).not.toContain(code);
    }
    nextStep();
  });
});

describe('signed-in devices', () => {
  it('lists the sign-ins with the current one marked; an unseen device’s sign-in is e-mailed', async () => {
    const m = await createMusician(t.ctx.db);
    const laptop = t.client();
    await signIn(laptop, m);
    const phone = t.client();
    await phone.post(
      '/api/auth/signin',
      { email: m.email, password: m.password },
      {
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
        },
      },
    );
    const listed = await laptop.get('/api/auth/devices');
    expect(listed.body.devices).toHaveLength(2);
    expect(listed.body.devices.filter((d: { is_current: boolean }) => d.is_current)).toHaveLength(1);
    expect(listed.body.devices.map((d: { device: string }) => d.device)).toContain('Chrome on Android');

    const mails = () =>
      t.ctx.db
        .selectFrom('email_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', m.email)
        .where('kind', '=', 'new_sign_in')
        .execute();
    // The account's first sign-in is not news; the phone's, while the laptop is signed in, is.
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.text_body).toContain('Chrome on Android');
    // The laptop signs in again: it is known now, so no e-mail.
    await signIn(laptop, m);
    expect(await mails()).toHaveLength(1);
  });
});
