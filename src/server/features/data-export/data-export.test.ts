import { randomBytes } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import { startTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/admin';
import {
  createAdmin,
  createGig,
  createLiveSession,
  createMessage,
  createMusician,
  createSongRequest,
  TEST_SERVER_SECRET,
  totpCode,
} from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/ledger';
import { signedInMusician } from '../../../../test/musician-client';
import { connectTestBank } from '../../../../test/payouts';
import { sealSecret } from '../auth/second-factor/secret-box';
import { newTotpSecret } from '../auth/second-factor/totp';
import { requestWithdrawal } from '../earnings/service';
import { buildPendingExports } from './service';
import type { DataExportStatus } from '../../../shared/data-export';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await expectLedgerConsistent(t.ctx.db);
  await t.close();
});

const HOUR = 3600_000;

/** The token of the latest export link e-mailed to `email` (the e-mail holds its only copy). */
async function linkTokenFor(email: string): Promise<string> {
  const mail = await t.ctx.db
    .selectFrom('email_outbox')
    .select(['text_body', 'kind'])
    .where('to_address', '=', email)
    .where('kind', '=', 'data_export')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/api\/data-export\/([A-Za-z0-9_-]+)/.exec(mail.text_body);
  if (!match) throw new Error(`no link in: ${mail.text_body}`);
  return match[1]!;
}

async function download(token: string) {
  const res = await fetch(`${t.url}/api/data-export/${token}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes };
}

/** A musician with an authenticator app (and a passkey and recovery codes), signed in with a code. */
async function withSecondFactor(email: string, password: string, userId: number) {
  const secret = newTotpSecret();
  const at = clock.now().toISOString();
  await t.ctx.db
    .insertInto('totp_factors')
    .values({
      user_id: userId,
      secret_encrypted: sealSecret(TEST_SERVER_SECRET, secret),
      confirmed_at: at,
      last_used_step: null,
      created_at: at,
    })
    .execute();
  const codeHashes = Array.from({ length: 3 }, () => randomBytes(16).toString('hex'));
  await t.ctx.db
    .insertInto('recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: at })))
    .execute();
  const passkey = {
    credential_id: randomBytes(16).toString('base64url'),
    public_key: randomBytes(64).toString('base64url'),
  };
  await t.ctx.db
    .insertInto('passkeys')
    .values({
      user_id: userId,
      ...passkey,
      sign_count: 0,
      transports: '["internal"]',
      name: 'My phone 📱',
      created_at: at,
      last_used_at: null,
    })
    .execute();
  const client = t.client();
  const res = await client.post('/api/auth/signin', { email, password, code: totpCode(secret, clock.now()) });
  expect(res.status, res.text).toBe(200);
  return { client, secret, codeHashes, passkey };
}

describe('download my data', () => {
  it('holds the account’s data as the database has it, and nobody else’s address or any secret', async () => {
    const { m, client: first } = await signedInMusician(t);
    const actId = m.profileId;
    // Money: tips, a payout; shows with requests; a message; followers; repertoire; a gig.
    await connectTestBank(first);
    const show = await createLiveSession(t.ctx.db, actId);
    const longText = `${'Wonderwall'.repeat(30)}🎸🎶`;
    await createSongRequest(t.ctx.db, show, {
      tip_amount: 5000,
      fan_name: 'Ana 🎤',
      message: longText,
      device_id: 'device-of-a-fan',
      ip_hash: 'iphash-of-a-fan',
    });
    await createSongRequest(t.ctx.db, show, { tip_amount: 1500 });
    await createSongRequest(t.ctx.db, show, { tip_amount: 0, song_title: 'Hallelujah' });
    await requestWithdrawal(t.ctx, actId, m.user.id, 2000);
    await createMessage(t.ctx.db, actId, { email: 'writer-fan@elsewhere.test', message: longText });
    await createGig(t.ctx.db, actId);
    const at = clock.now().toISOString();
    await t.ctx.db
      .insertInto('musician_followers')
      .values([
        {
          musician_id: actId,
          email: 'follower-one@elsewhere.test',
          email_key: 'follower-one@elsewhere.test',
          status: 'confirmed',
          created_at: at,
          confirmed_at: at,
          confirmation_sent_at: at,
        },
        {
          musician_id: actId,
          email: 'follower-two@elsewhere.test',
          email_key: 'follower-two@elsewhere.test',
          status: 'pending',
          created_at: at,
          confirmed_at: null,
          confirmation_sent_at: at,
        },
      ])
      .execute();
    await t.ctx.db
      .insertInto('repertoire_songs')
      .values({
        musician_id: actId,
        title: 'Jolene',
        artist: 'Dolly Parton',
        song_key: null,
        notes: null,
        match_key: 'jolene',
        title_key: 'jolene',
        created_at: at,
        updated_at: at,
      })
      .execute();
    // Another member of the act, and an invitation to a third person.
    const bandmate = await createMusician(t.ctx.db, {
      email: `bandmate-${randomBytes(3).toString('hex')}@elsewhere.test`,
    });
    await t.ctx.db
      .insertInto('act_members')
      .values({ act_id: actId, user_id: bandmate.user.id, role: 'member', share_bps: 0, joined_at: at, left_at: null })
      .execute();
    await t.ctx.db
      .insertInto('act_invitations')
      .values({
        act_id: actId,
        email: 'invitee@elsewhere.test',
        role: 'crew',
        share_bps: 0,
        token_hash: 'invitation-token-hash',
        invited_by: m.user.id,
        created_at: at,
        expires_at: at,
        withdrawn_at: null,
        accepted_at: null,
        accepted_by: null,
      })
      .execute();
    const { client, secret, codeHashes, passkey } = await withSecondFactor(m.email, m.password, m.user.id);

    // Signing in with the code is a step-up; five minutes later the export needs the code again.
    clock.advance(6 * 60_000);
    const refused = await client.post('/api/data-export-nothing', {});
    expect(refused.status).toBe(404);
    const needsStepUp = await client.post('/api/users/data-export', {});
    expect(needsStepUp.status).toBe(403);
    expect(needsStepUp.body.code).toBe('step_up_required');
    clock.advance(30_000);
    expect((await client.post('/api/auth/step-up', { code: totpCode(secret, clock.now()) })).status).toBe(200);
    const asked = await client.post<DataExportStatus>('/api/users/data-export', {});
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body).toMatchObject({ state: 'preparing', requested_by_admin: false, can_request: false });
    expect(Date.parse(asked.body.next_allowed_at)).toBeGreaterThan(clock.now().getTime());

    expect(await buildPendingExports(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(((await client.get('/api/users/data-export')).body as DataExportStatus).state).toBe('ready');
    const token = await linkTokenFor(m.email);
    const { res, bytes } = await download(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="stagecall-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const files = Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
    const read = (name: string): any => JSON.parse(files[name]!);
    const dir = `acts/act-${actId}/`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'acts.json',
        'devices.json',
        'security-log.json',
        ...[
          'followers.json',
          'gigs.json',
          'ledger.csv',
          'ledger.json',
          'messages.json',
          'payouts.csv',
          'payouts.json',
          'profile.json',
          'refunds-and-disputes.json',
          'repertoire.json',
          'shows.json',
          'subscription.json',
          'tips.csv',
          'tips.json',
        ].map((f) => dir + f),
      ].sort(),
    );
    for (const name of Object.keys(files).filter((f) => f !== 'README.txt' && f.endsWith('.json'))) read(name);
    for (const name of Object.keys(files).filter((f) => f !== 'README.txt'))
      expect(files['README.txt'], name).toContain(name.replace(dir, '').replace(/\.(json|csv)$/, ''));

    // Checked against the database.
    const account = read('account.json');
    expect(account).toMatchObject({ id: m.user.id, email: m.email, has_password: true, signs_in_with_google: false });
    expect(account.second_factors.authenticator_app.confirmed_at).not.toBeNull();
    expect(account.second_factors.passkeys).toEqual([
      expect.objectContaining({ name: 'My phone 📱', transports: ['internal'] }),
    ]);
    expect(account.second_factors.unused_recovery_codes).toBe(3);
    expect(read('acts.json')).toEqual([
      expect.objectContaining({ act_id: actId, role: 'leader', share_percent: 100, left_at: null }),
    ]);
    const db = t.ctx.db;
    const tips = await db
      .selectFrom('tips')
      .select(['id', 'amount', 'net_amount'])
      .where('musician_id', '=', actId)
      .orderBy('id')
      .execute();
    expect(read(`${dir}tips.json`).map((tip: { id: number; amount: number }) => [tip.id, tip.amount])).toEqual(
      tips.map((tip) => [tip.id, tip.amount]),
    );
    const tipsCsv = files[`${dir}tips.csv`]!.replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(tipsCsv).toHaveLength(tips.length + 1);
    expect(tipsCsv.slice(1).reduce((sum, line) => sum + Number(line.split(',')[4]), 0)).toBe(
      tips.reduce((s, tip) => s + tip.net_amount, 0),
    );
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['id', 'amount'])
      .where('musician_id', '=', actId)
      .where('member_user_id', '=', m.user.id)
      .execute();
    const ledgerCsv = files[`${dir}ledger.csv`]!.replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(ledgerCsv).toHaveLength(entries.length);
    expect(ledgerCsv.reduce((sum, line) => sum + Number(line.split(',')[3]), 0)).toBe(
      entries.reduce((s, e) => s + e.amount, 0),
    );
    expect(read(`${dir}ledger.json`)).toHaveLength(entries.length);
    expect(read(`${dir}payouts.json`)).toEqual([expect.objectContaining({ amount_requested: 2000 })]);
    expect(files[`${dir}payouts.csv`]!.trim().split('\r\n')).toHaveLength(2);
    const shows = read(`${dir}shows.json`);
    expect(shows).toHaveLength(1);
    expect(shows[0].requests).toHaveLength(3);
    expect(shows[0].requests[0]).toMatchObject({ fan_name: 'Ana 🎤', message: longText, tip_amount: 5000 });
    expect(read(`${dir}messages.json`)).toEqual([
      expect.objectContaining({ name: 'Fan McFanface', message: longText }),
    ]);
    expect(read(`${dir}followers.json`)).toMatchObject({
      by_email_confirmed: 1,
      by_email_awaiting_confirmation: 1,
      by_phone_notifications: 0,
    });
    expect(read(`${dir}repertoire.json`)).toEqual([expect.objectContaining({ title: 'Jolene' })]);
    expect(read(`${dir}gigs.json`).gigs).toHaveLength(1);
    expect(read(`${dir}profile.json`)).toMatchObject({ id: actId, qr_code_id: m.qrCodeId });
    const payments = await db
      .selectFrom('subscription_payments as p')
      .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
      .select('p.id')
      .where('s.musician_id', '=', actId)
      .execute();
    expect(read(`${dir}subscription.json`).payments).toHaveLength(payments.length);
    const sessions = await db.selectFrom('auth_sessions').select('id').where('user_id', '=', m.user.id).execute();
    expect(read('devices.json')).toHaveLength(sessions.length);
    expect(read('security-log.json').map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['second_factor.stepped_up', 'data_export.requested']),
    );

    // No secret and no other person's address, anywhere in the ZIP.
    const everything = Object.values(files).join('\n');
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    const totp = await db
      .selectFrom('totp_factors')
      .select('secret_encrypted')
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    const tokenHashes = (
      await db.selectFrom('auth_sessions').select('token_hash').where('user_id', '=', m.user.id).execute()
    ).map((s) => s.token_hash);
    const forbidden = [
      user.password_hash!,
      secret,
      totp.secret_encrypted,
      ...codeHashes,
      passkey.credential_id,
      passkey.public_key,
      ...tokenHashes,
      'invitation-token-hash',
      token,
      'device-of-a-fan',
      'iphash-of-a-fan',
      bandmate.email,
      'invitee@elsewhere.test',
      'writer-fan@elsewhere.test',
      'follower-one@elsewhere.test',
      'follower-two@elsewhere.test',
    ];
    for (const value of forbidden) expect(everything.includes(value), `the export holds ${value}`).toBe(false);
    expect(new Set(everything.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g))).toEqual(new Set([m.email]));

    // The link works once; the ZIP is gone from the database once taken.
    const again = await download(token);
    expect(again.res.status).toBe(410);
    expect(JSON.parse(strFromU8(again.bytes))).toMatchObject({ code: 'export_link_invalid' });
    const row = await db
      .selectFrom('data_exports')
      .select(['zip', 'status', 'downloaded_at'])
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ zip: null, status: 'downloaded' });
    expect(((await client.get('/api/users/data-export')).body as DataExportStatus).state).toBe('downloaded');
    expect((await download('not-a-token')).res.status).toBe(410);
  });

  it('is one a day (a clear 429 saying when), each person’s own, and the link lasts 24 hours', async () => {
    const { m, client } = await signedInMusician(t);
    const other = await signedInMusician(t);
    expect((await client.post('/api/users/data-export', {})).status).toBe(202);
    const second = await client.post('/api/users/data-export', {});
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('export_daily_limit');
    const nextDay = new Date(Date.parse(clock.now().toISOString().slice(0, 10)) + 86_400_000).toISOString();
    expect(second.body.error).toContain(
      `once a day. The next export can be asked for after ${nextDay.slice(0, 16).replace('T', ' ')} UTC`,
    );
    expect(Number(second.headers.get('retry-after'))).toBe(
      Math.ceil((Date.parse(nextDay) - clock.now().getTime()) / 1000),
    );
    expect(((await client.get('/api/users/data-export')).body as DataExportStatus).next_allowed_at).toBe(nextDay);
    // Another musician sees their own state only, and asks for their own.
    expect(((await other.client.get('/api/users/data-export')).body as DataExportStatus).state).toBe('none');
    expect((await other.client.post('/api/users/data-export', {})).status).toBe(202);
    expect((await t.client().get('/api/users/data-export')).status).toBe(401);
    expect((await t.client().post('/api/users/data-export', {})).status).toBe(401);

    await buildPendingExports(t.ctx);
    const token = await linkTokenFor(m.email);
    const mail = await t.ctx.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('kind', '=', 'data_export')
      .where('text_body', 'like', `%${token}%`)
      .execute();
    expect(mail).toEqual([{ to_address: m.email }]);
    clock.advance(24 * HOUR + 1);
    expect((await download(token)).res.status).toBe(410);
    expect(((await client.get('/api/users/data-export')).body as DataExportStatus).state).toBe('expired');
    await buildPendingExports(t.ctx);
    const expired = await t.ctx.db
      .selectFrom('data_exports')
      .select(['status', 'zip'])
      .where('user_id', '=', m.user.id)
      .executeTakeFirstOrThrow();
    expect(expired).toEqual({ status: 'expired', zip: null });
    // A new day: a new export may be asked for (the session's step-up is long past, so step up first).
    clock.advance(HOUR);
    const stale = await client.post('/api/users/data-export', {});
    expect(stale.body.code).toBe('step_up_required');
    expect((await client.post('/api/auth/step-up', { password: m.password })).status).toBe(200);
    expect((await client.post('/api/users/data-export', {})).status).toBe(202);
  });

  it('lets many requests at once make exactly one export', async () => {
    const { m, client } = await signedInMusician(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/users/data-export', {})));
    expect(answers.map((a) => a.status).sort()).toEqual([202, ...Array<number>(19).fill(429)]);
    const rows = await t.ctx.db.selectFrom('data_exports').select('id').where('user_id', '=', m.user.id).execute();
    expect(rows).toHaveLength(1);
    await Promise.all([buildPendingExports(t.ctx), buildPendingExports(t.ctx)]);
    const mails = await t.ctx.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', m.email)
      .where('kind', '=', 'data_export')
      .execute();
    expect(mails).toHaveLength(1);
    const token = await linkTokenFor(m.email);
    const both = await Promise.all([download(token), download(token)]);
    expect(both.map((d) => d.res.status).sort()).toEqual([200, 410]);
  });

  it('can be started by an admin for a user, audited, with the link going to the user', async () => {
    const { m, client } = await signedInMusician(t);
    const admin = await signedInAdmin(t);
    const started = await admin.post(`/api/admin/users/${m.user.id}/data-export`, {});
    expect(started.status, started.text).toBe(200);
    const audit = await t.ctx.db
      .selectFrom('admin_audit_log')
      .select(['action', 'target_type', 'target_id', 'admin_id'])
      .where('action', '=', 'data_export.requested')
      .where('target_id', '=', String(m.user.id))
      .execute();
    expect(audit).toEqual([expect.objectContaining({ target_type: 'user', admin_id: expect.any(Number) })]);
    expect(((await client.get('/api/users/data-export')).body as DataExportStatus).requested_by_admin).toBe(true);
    // Today's export is made: the person's own request waits for tomorrow, as does the admin's second.
    expect((await client.post('/api/users/data-export', {})).status).toBe(429);
    expect((await admin.post(`/api/admin/users/${m.user.id}/data-export`, {})).status).toBe(429);
    await buildPendingExports(t.ctx);
    const adminRow = await t.ctx.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', audit[0]!.admin_id!)
      .executeTakeFirstOrThrow();
    const toAdmin = await t.ctx.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to_address', '=', adminRow.email)
      .where('kind', '=', 'data_export')
      .execute();
    expect(toAdmin).toHaveLength(0);
    expect(await linkTokenFor(m.email)).toMatch(/^[\w-]{40,}$/);
    // Not an admin's data, nor an account that does not exist; not for a musician to call.
    const otherAdmin = await createAdmin(t.ctx.db);
    expect((await admin.post(`/api/admin/users/${otherAdmin.id}/data-export`, {})).status).toBe(404);
    expect((await admin.post('/api/admin/users/99999999/data-export', {})).status).toBe(404);
    expect((await client.post(`/api/admin/users/${m.user.id}/data-export`, {})).status).toBe(401);
  });
});
