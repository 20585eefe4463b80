import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createGig, createLiveSession, createSavedVenue, createSongRequest } from '../../../test/factories';
import { signedInMusician } from '../../../test/musician-client';
import { createTestClock } from '../clock';
import { purgeOldClientErrors } from '../features/client-errors/queries';
import { storeProfilePhoto } from '../media/profile-photos';
import { channels } from '../realtime/event-bus';
import { deliverDueEmails } from '../email/worker';

let t: TestApp;
const clock = createTestClock();
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

/** Every table of the database, found by asking the database, so a table added later is covered too. */
async function allTables(): Promise<string[]> {
  const rows =
    t.ctx.database.dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.ctx.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(t.ctx.db);
  return rows.rows.map((row) => row.name);
}

async function rowsOf(table: string): Promise<Record<string, unknown>[]> {
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.ctx.db);
  return result.rows;
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

/**
 * Decision 022: the money records stay, anonymised, for the platform's books (their rows keep the
 * musician's id); every other row about the musician goes.
 */
const MONEY_TABLES = new Set([
  'users',
  'musician_profiles',
  'ledger_entries',
  'tips',
  'tip_refunds',
  'tip_disputes',
  'withdrawals',
  'subscriptions',
  'subscription_payments',
  'payout_accounts',
  // A membership ends (left_at) but stays: the split of tips and the act's audit log point at it (decision 035).
  'act_members',
]);

describe('account deletion', () => {
  it('leaves no row, file or address that identifies the musician, only anonymised money records', async () => {
    const { m, client } = await signedInMusician(t, { stageName: 'Zyxwv Unforgettable' });
    const other = await signedInMusician(t, { stageName: 'Still Here' });
    const db = t.ctx.db;
    // An underscore is a LIKE wildcard: the deletion must match it literally.
    const qrCodeId = `del_${m.qrCodeId}`;
    await db.updateTable('musician_profiles').set({ qr_code_id: qrCodeId }).where('id', '=', m.profileId).execute();

    const photoUrl = await storeProfilePhoto(t.ctx.config.mediaDir, await png());
    await db
      .updateTable('musician_profiles')
      .set({ profile_photo_url: photoUrl })
      .where('id', '=', m.profileId)
      .execute();
    expect((await t.client().get(photoUrl)).status).toBe(200);

    // Everything a busy musician accumulates: gigs, venues, a live night with requests and tips,
    // fan messages, mail, real-time events, error reports from their page.
    await createGig(db, m.profileId, { venue_name: 'Private Garage' });
    await createSavedVenue(db, m.profileId, { venue_name: 'Grandma Kitchen', name_key: 'grandma kitchen' });
    const session = await createLiveSession(db, m.profileId);
    await createSongRequest(db, session, { tip_amount: 500, fan_name: 'Fan Of Zyxwv' });
    const requested = await t
      .client()
      .post(`/api/sessions/${session.id}/requests`, { song_title: 'Anthem For Testing', fan_name: 'Someone' });
    expect(requested.status).toBe(201);
    const contact = await t.client().post('/api/messages/send', {
      name: 'A Fan',
      email: 'fan@example.test',
      message: 'Hello Zyxwv',
      qr_code_id: qrCodeId,
    });
    expect(contact.status).toBe(201);
    await t.client().post('/api/errors/client', { message: 'boom', url: `https://x.test/request/${qrCodeId}` });
    const now = new Date().toISOString();
    await db
      .insertInto('withdrawals')
      .values({
        musician_id: m.profileId,
        member_user_id: m.user.id,
        amount_requested: 1000,
        fee_amount: 0,
        net_amount: 1000,
        // Settled: a withdrawal still on its way keeps the account from being deleted.
        status: 'rejected',
        stage: 'rejected',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('email_outbox')
      .values({
        to_address: m.email,
        subject: 'Hi Zyxwv',
        text_body: 'Welcome',
        status: 'logged',
        created_at: now,
        kind: 'other',
        next_attempt_at: now,
      })
      .execute();
    await t.ctx.bus.publish(channels.musicianQueue(m.profileId), 'request.created', { song_title: 'Zyxwv' });

    const deleted = await client.delete('/api/users/delete-account', { password: m.password });
    expect(deleted.status).toBe(200);
    // The farewell e-mail holds the old address only until it is delivered.
    await deliverDueEmails(t.ctx, () => {});

    const identifying = [m.email, 'Zyxwv', qrCodeId, path.basename(photoUrl).replace(/-medium\.webp$/, '')];
    const ownerColumns = new Set(['user_id', 'musician_id', 'processed_by']);
    const ownerIds = new Set([m.user.id, m.profileId]);
    const tables = await allTables();
    expect(tables).toEqual(expect.arrayContaining(['users', 'auth_sessions', 'client_errors', 'email_outbox']));
    const kept: Record<string, number> = {};
    for (const table of tables) {
      for (const row of await rowsOf(table)) {
        const text = JSON.stringify(row);
        for (const needle of identifying) expect(text, `${table} still holds ${needle}`).not.toContain(needle);
        const owned =
          (table === 'users' && row.id === m.user.id) ||
          Object.entries(row).some(([column, value]) => ownerColumns.has(column) && ownerIds.has(Number(value)));
        if (owned) {
          expect(MONEY_TABLES.has(table), `${table} still holds a row of the deleted account`).toBe(true);
          kept[table] = (kept[table] ?? 0) + 1;
        }
        if (table === 'realtime_events' || table === 'realtime_channels') {
          expect(row.channel).not.toBe(channels.musicianQueue(m.profileId));
          expect(row.channel).not.toBe(channels.musicianEarnings(m.profileId));
        }
      }
    }
    // What stays: the anonymised account and profile rows and the money (the settled withdrawal).
    expect(kept).toMatchObject({ users: 1, musician_profiles: 1, withdrawals: 1, act_members: 1 });
    const memberships = await db.selectFrom('act_members').select('left_at').where('user_id', '=', m.user.id).execute();
    expect(memberships).toEqual([{ left_at: expect.any(String) }]);
    const profile = await db
      .selectFrom('musician_profiles')
      .selectAll()
      .where('id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ bio: null, profile_photo_url: null, instagram_handle: null, website_url: null });

    // The photo files are gone and no longer served.
    expect((await t.client().get(photoUrl)).status).toBe(404);
    const photosDir = path.join(t.ctx.config.mediaDir, 'photos');
    const left = fs.existsSync(photosDir) ? fs.readdirSync(photosDir) : [];
    expect(left.filter((file) => identifying.some((needle) => file.includes(needle)))).toEqual([]);

    // The other musician is untouched.
    expect((await other.client.get('/api/musicians/profile')).status).toBe(200);
  });

  it('no table ever holds a raw client address', async () => {
    const { m } = await signedInMusician(t);
    const session = await createLiveSession(t.ctx.db, m.profileId);
    await t.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'Address Check' });
    await t.client().post('/api/errors/client', { message: 'address check' });
    const sessions = await t.ctx.db.selectFrom('auth_sessions').selectAll().where('user_id', '=', m.user.id).execute();
    expect(sessions[0]?.ip_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    for (const table of await allTables()) {
      for (const row of await rowsOf(table)) expect(JSON.stringify(row), table).not.toContain('127.0.0.1');
    }
  });
});

describe('client error reports', () => {
  it('repeats of one error are one row with a counter; other errors get their own row', async () => {
    const report = {
      message: `TypeError: x is undefined ${Date.now()}`,
      stack: 'at a (app.js:1:1)\nat b (app.js:2:2)',
    };
    for (let i = 0; i < 5; i++) {
      const res = await t.client().post('/api/errors/client', { ...report, url: `https://x.test/page/${i}` });
      expect(res.status).toBe(201);
    }
    await t.client().post('/api/errors/client', { ...report, message: `${report.message} (another)` });
    const rows = await t.ctx.db
      .selectFrom('client_errors')
      .select(['message', 'occurrences'])
      .where('message', 'like', `${report.message}%`)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => Number(row.occurrences))).toEqual([5, 1]);
  });

  it('many browsers reporting one error at the same moment still make one row that counts them all', async () => {
    const report = { message: `RangeError: concurrent ${Date.now()}`, stack: 'at c (app.js:3:3)' };
    const results = await Promise.all(Array.from({ length: 25 }, () => t.client().post('/api/errors/client', report)));
    expect(results.map((res) => res.status)).toEqual(Array(25).fill(201));
    const rows = await t.ctx.db
      .selectFrom('client_errors')
      .select('occurrences')
      .where('message', '=', report.message)
      .execute();
    expect(rows.map((row) => Number(row.occurrences))).toEqual([25]);
  });

  it('a report over the small limit is refused; long fields are clipped to fit', async () => {
    expect((await t.client().post('/api/errors/client', { message: 'x', stack: 'y'.repeat(17 * 1024) })).status).toBe(
      413,
    );
    const res = await t
      .client()
      .post('/api/errors/client', { message: `clip ${'z'.repeat(5000)}`, stack: 's'.repeat(9000) });
    expect(res.status).toBe(201);
    const row = await t.ctx.db
      .selectFrom('client_errors')
      .select(['message', 'stack'])
      .where('message', 'like', 'clip %')
      .executeTakeFirstOrThrow();
    expect(row.message.length).toBeLessThanOrEqual(1000);
    expect(row.stack?.length).toBeLessThanOrEqual(6000);
  });

  it('reports not seen for 30 days are purged by the housekeeping; recent ones stay', async () => {
    await t.client().post('/api/errors/client', { message: 'old error' });
    clock.advance(20 * 24 * 60 * 60_000);
    await t.client().post('/api/errors/client', { message: 'recent error' });
    clock.advance(11 * 24 * 60 * 60_000);
    await purgeOldClientErrors(t.ctx.db, clock.now());
    const messages = (await t.ctx.db.selectFrom('client_errors').select('message').execute()).map((r) => r.message);
    expect(messages).not.toContain('old error');
    expect(messages).toContain('recent error');
  });
});
