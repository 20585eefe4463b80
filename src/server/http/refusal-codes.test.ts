import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/admin';
import { startTestApp, type TestApp } from '../../../test/app';
import { createLiveSession, createMusician, createSongRequest } from '../../../test/factories';
import { expectLedgerConsistent } from '../../../test/ledger';
import { completeProfile, signedInMusician, signedInNonMusician } from '../../../test/musician-client';
import { REPERTOIRE_LIMITS } from '../../shared/repertoire';

/**
 * Refusals whose codes no feature's own test produced (test/error-codes-asserted.test.ts): each is
 * asked for as a client would, answers its own code, and changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('refusals a client acts on', () => {
  it('signups_disabled: no account is made while sign-ups are paused', async () => {
    await t.ctx.db.updateTable('platform_settings').set({ user_registration_enabled: 0 }).where('id', '=', 1).execute();
    try {
      const email = 'paused.signup@example.test';
      const res = await t.client().post('/api/auth/signup', { email, password: 'secret12', stageName: 'Paused' });
      expect(res).toMatchObject({ status: 403, body: { code: 'signups_disabled' } });
      expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    } finally {
      await t.ctx.db
        .updateTable('platform_settings')
        .set({ user_registration_enabled: 1 })
        .where('id', '=', 1)
        .execute();
    }
  });

  it('musician_only: a fan account is refused the musician area', async () => {
    const fan = await signedInNonMusician(t, 'fan');
    expect(await fan.get('/api/musicians/profile')).toMatchObject({ status: 403, body: { code: 'musician_only' } });
  });

  it('end_before_start: a show that would end before it starts is not opened', async () => {
    const { m, client } = await signedInMusician(t, { profile: completeProfile });
    const start = new Date(Date.now() + 3600_000);
    const res = await client.post('/api/sessions/live', {
      venue_name: 'The Backwards Bar',
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() - 60_000).toISOString(),
    });
    expect(res).toMatchObject({ status: 400, body: { code: 'end_before_start' } });
    const open = await t.ctx.db
      .selectFrom('live_sessions')
      .select('id')
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(open).toEqual([]);
  });

  it('session_not_paused: resuming a show that takes requests changes nothing', async () => {
    const { client } = await signedInMusician(t, { profile: completeProfile });
    const live = await client.post('/api/sessions/live', { venue_name: 'The Open Door' });
    expect(live.status).toBe(201);
    const id = live.body.session.id as number;
    const res = await client.post(`/api/sessions/live/${id}/resume`);
    expect(res).toMatchObject({ status: 409, body: { code: 'session_not_paused' } });
    const row = await t.ctx.db
      .selectFrom('live_sessions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('csv_too_many_lines: an import longer than one import takes adds no song', async () => {
    const { m, client } = await signedInMusician(t);
    const lines = Array.from({ length: REPERTOIRE_LIMITS.importLines + 1 }, (_, i) => `Song ${i},Artist`);
    const res = await client.post('/api/musicians/repertoire/import', { csv: ['title,artist', ...lines].join('\n') });
    expect(res).toMatchObject({ status: 400, body: { code: 'csv_too_many_lines' } });
    const songs = await t.ctx.db
      .selectFrom('repertoire_songs')
      .select('id')
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(songs).toEqual([]);
  });

  it('refund_not_possible: a tip not paid through the provider is not refunded, and the ledger holds', async () => {
    const m = await createMusician(t.ctx.db);
    const session = await createLiveSession(t.ctx.db, m.profileId);
    const { tip } = await createSongRequest(t.ctx.db, session, { tip_amount: 500 });
    await t.ctx.db.updateTable('tips').set({ provider_payment_id: null }).where('id', '=', tip!.id).execute();
    const admin = await signedInAdmin(t);
    const res = await admin.post(`/api/admin/tips/${tip!.id}/refund`, { reason: 'Asked by the fan' });
    expect(res).toMatchObject({ status: 400, body: { code: 'refund_not_possible' } });
    expect(await t.ctx.db.selectFrom('tip_refunds').select('id').where('tip_id', '=', tip!.id).execute()).toEqual([]);
    await expectLedgerConsistent(t.ctx.db);
  });

  it('passkey_failed: a passkey whose creation does not verify is not kept', async () => {
    const { m, client } = await signedInMusician(t);
    expect((await client.post('/api/auth/passkeys/options')).status).toBe(200);
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'e30' },
      clientExtensionResults: {},
    };
    const res = await client.post('/api/auth/passkeys', { name: 'Forged 🔑', response: forged });
    expect(res).toMatchObject({ status: 400, body: { code: 'passkey_failed' } });
    expect(await t.ctx.db.selectFrom('passkeys').select('id').where('user_id', '=', m.user.id).execute()).toEqual([]);
  });
});
