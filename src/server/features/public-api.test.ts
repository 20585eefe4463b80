import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createGig, createMusician, type FactoryMusician } from '../../../test/factories';
import { createTestClock } from '../clock';
import { hashIp } from '../http/client-ip';
import { todayIso } from '../../shared/dates';

// The server's clock stands at noon of today's date, so 'today' and 'upcoming' never depend on when
// the suite runs (a run in the last minutes of a London day used to see the 23:59 gig start).
const noonToday = new Date(`${todayIso(new Date())}T12:00:00.000Z`);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: createTestClock(noonToday) });
});
afterAll(async () => {
  await t.close();
});

const now = () => new Date().toISOString();
const daysFromToday = (days: number) => todayIso(new Date(noonToday.getTime() + days * 86_400_000));

async function goLive(m: FactoryMusician, startedAt = now(), status: 'active' | 'paused' | 'ended' = 'active') {
  const row = await t.ctx.db
    .insertInto('live_sessions')
    .values({
      musician_id: m.profileId,
      venue_id: null,
      venue_name: 'The Crown',
      session_name: 'Friday Night',
      location_address: '1 High St',
      status,
      started_at: startedAt,
      planned_end_at: null,
      ended_at: status === 'ended' ? now() : null,
      ended_by: status === 'ended' ? 'musician' : null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function scheduleGig(
  m: FactoryMusician,
  values: { date: string; start?: string; isPublic?: boolean; venue?: string },
) {
  const row = await t.ctx.db
    .insertInto('scheduled_gigs')
    .values({
      musician_id: m.profileId,
      venue_id: null,
      venue_name: values.venue ?? 'The Crown',
      location_address: '1 High St, Leeds',
      session_name: 'Acoustic set',
      scheduled_date: values.date,
      scheduled_start_time: values.start ?? '20:00',
      scheduled_end_time: '22:00',
      is_publicly_visible: values.isPublic === false ? 0 : 1,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const privateFields = ['email', 'password_hash', 'user_id', 'musician_id', 'device_id', 'ip_hash'];
const expectNoPrivateFields = (body: unknown) => {
  const text = JSON.stringify(body);
  for (const field of privateFields) expect(text).not.toContain(`"${field}"`);
  expect(text).not.toContain('@example.test');
};

describe('GET /api/sessions/active', () => {
  it('lists active sessions of public, active musicians, newest first, with the spec fields only', async () => {
    const older = await createMusician(t.ctx.db, {
      stageName: 'Older Act',
      profile: { bio: 'Folk duo', instagram_handle: '@older' },
    });
    const newer = await createMusician(t.ctx.db, { stageName: 'Newer Act' });
    const hidden = await createMusician(t.ctx.db, {
      stageName: 'Private Act',
      profile: { public_profile_enabled: false },
    });
    const gone = await createMusician(t.ctx.db, { stageName: 'Deactivated Act', isActive: false });
    const paused = await createMusician(t.ctx.db, { stageName: 'Paused Act' });
    const ended = await createMusician(t.ctx.db, { stageName: 'Ended Act' });
    const olderId = await goLive(older, new Date(Date.now() - 60_000).toISOString());
    const newerId = await goLive(newer);
    await goLive(hidden);
    await goLive(gone);
    await goLive(paused, now(), 'paused');
    await goLive(ended, now(), 'ended');

    const res = await t.client().get('/api/sessions/active');
    expect(res.status).toBe(200);
    const names = res.body.map((s: { stage_name: string }) => s.stage_name);
    expect(names.indexOf('Newer Act')).toBeLessThan(names.indexOf('Older Act'));
    for (const absent of ['Private Act', 'Deactivated Act', 'Ended Act']) expect(names).not.toContain(absent);
    // A paused show is still on; fans see its requests paused.
    expect(res.body.find((s: { stage_name: string }) => s.stage_name === 'Paused Act')?.requests_paused).toBe(true);
    const first = res.body.find((s: { id: number }) => s.id === olderId);
    expect(first).toEqual({
      id: olderId,
      stage_name: 'Older Act',
      profile_photo_url: null,
      bio: 'Folk duo',
      venue_name: 'The Crown',
      session_name: 'Friday Night',
      started_at: expect.any(String),
      instagram_handle: '@older',
      qr_code_id: older.qrCodeId,
      requests_paused: false,
      repertoire_only: false,
    });
    expect(res.body.some((s: { id: number }) => s.id === newerId)).toBe(true);
    expectNoPrivateFields(res.body);
  });
});

describe('GET /api/sessions/scheduled/public', () => {
  it('leaves out a gig once it has started, by the London clock', async () => {
    // 18:30 UTC on a summer day is 19:30 in London (BST).
    const app = await startTestApp({ clock: createTestClock('2030-06-15T18:30:00.000Z') });
    try {
      const m = await createMusician(app.ctx.db, { stageName: 'Clock Band' });
      const gig = (date: string, start: string) =>
        createGig(app.ctx.db, m.profileId, {
          scheduled_date: date,
          scheduled_start_time: start,
          scheduled_end_time: '23:00',
        });
      const started = await gig('2030-06-15', '19:00');
      const tonight = await gig('2030-06-15', '20:00');
      const tomorrowEarly = await gig('2030-06-16', '18:00');
      const res = await app.client().get('/api/sessions/scheduled/public');
      expect(res.body.map((g: { id: number }) => g.id)).toEqual([tonight.id, tomorrowEarly.id]);
      expect(res.body.map((g: { id: number }) => g.id)).not.toContain(started.id);
    } finally {
      await app.close();
    }
  });

  it('lists public gigs from today on, by date then start, and never private ones', async () => {
    const band = await createMusician(t.ctx.db, { stageName: 'Gig Band', profile: { instagram_handle: '@gigband' } });
    const privateProfile = await createMusician(t.ctx.db, {
      stageName: 'Hidden Profile',
      profile: { public_profile_enabled: false },
    });
    const hidesGigs = await createMusician(t.ctx.db, { stageName: 'Hides Gigs' });
    await t.ctx.db
      .updateTable('musician_profiles')
      .set({ show_upcoming_gigs: 0 })
      .where('id', '=', hidesGigs.profileId)
      .execute();
    const noName = await createMusician(t.ctx.db, { stageName: '' });
    const inactive = await createMusician(t.ctx.db, { stageName: 'Inactive Band', isActive: false });

    const later = await scheduleGig(band, { date: daysFromToday(3), start: '21:00' });
    const sameDayEarlier = await scheduleGig(band, { date: daysFromToday(3), start: '19:00' });
    // Late enough today that it has not started (a started gig is not upcoming: tested below with a clock).
    const today = await scheduleGig(band, { date: daysFromToday(0), start: '23:59' });
    const past = await scheduleGig(band, { date: daysFromToday(-1) });
    const privateGig = await scheduleGig(band, { date: daysFromToday(1), isPublic: false });
    const blankVenue = await scheduleGig(band, { date: daysFromToday(1), venue: '' });
    const hidden = [
      await scheduleGig(privateProfile, { date: daysFromToday(2) }),
      await scheduleGig(hidesGigs, { date: daysFromToday(2) }),
      await scheduleGig(noName, { date: daysFromToday(2) }),
      await scheduleGig(inactive, { date: daysFromToday(2) }),
    ];

    const res = await t.client().get('/api/sessions/scheduled/public');
    expect(res.status).toBe(200);
    const ids = res.body.map((g: { id: number }) => g.id);
    expect(ids).toEqual([today, sameDayEarlier, later]);
    for (const id of [past, privateGig, blankVenue, ...hidden]) expect(ids).not.toContain(id);
    expect(res.body[0]).toEqual({
      id: today,
      venue_name: 'The Crown',
      session_name: 'Acoustic set',
      location_address: '1 High St, Leeds',
      scheduled_date: daysFromToday(0),
      scheduled_start_time: '23:59',
      scheduled_end_time: '22:00',
      is_publicly_visible: 1,
      stage_name: 'Gig Band',
      profile_photo_url: null,
      instagram_handle: '@gigband',
      qr_code_id: band.qrCodeId,
    });
    expectNoPrivateFields(res.body);
  });
});

describe('GET /api/musicians/:qrCodeId', () => {
  it('answers the public profile with totals and the active session', async () => {
    const m = await createMusician(t.ctx.db, {
      stageName: 'QR Act',
      profile: {
        bio: 'Blues from Leeds',
        music_styles: ['Blues'],
        favorite_singers: ['B.B. King'],
        website_url: 'https://qr.example',
      },
    });
    const sessionId = await goLive(m);
    await t.ctx.db
      .insertInto('song_requests')
      .values(
        [1, 2].map((i) => ({
          session_id: sessionId,
          musician_id: m.profileId,
          song_id: null,
          song_title: `Song ${i}`,
          artist_name: null,
          fan_name: null,
          message: null,
          device_id: null,
          ip_hash: null,
          created_at: now(),
          updated_at: now(),
          accepted_at: null,
          played_at: null,
          declined_at: null,
        })),
      )
      .execute();
    await t.ctx.db
      .insertInto('tips')
      .values({
        musician_id: m.profileId,
        request_id: null,
        session_id: sessionId,
        amount: 500,
        fee_amount: 25,
        net_amount: 475,
        status: 'succeeded',
        provider: 'local',
        provider_payment_id: null,
        fan_name: null,
        created_at: now(),
        updated_at: now(),
      })
      .execute();

    const res = await t.client().get(`/api/musicians/${m.qrCodeId}`);
    expect(res.status).toBe(200);
    expect(res.body.musician).toMatchObject({
      stage_name: 'QR Act',
      bio: 'Blues from Leeds',
      music_styles: '["Blues"]',
      favorite_singers: '["B.B. King"]',
      website_url: 'https://qr.example',
      total_requests_received: 2,
      total_tips_earned: 475,
      public_profile_enabled: true,
      qr_code_id: m.qrCodeId,
    });
    expect(res.body.active_session).toEqual({
      id: sessionId,
      venue_name: 'The Crown',
      session_name: 'Friday Night',
      started_at: expect.any(String),
      requests_paused: false,
      repertoire_only: false,
    });
    expectNoPrivateFields(res.body);
  });

  it('answers 404 "Artist profile not found" for an unknown code and a deactivated musician', async () => {
    const unknown = await t.client().get('/api/musicians/doesNotExist123');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Artist profile not found', code: 'not_found' });
    const gone = await createMusician(t.ctx.db, { isActive: false });
    expect((await t.client().get(`/api/musicians/${gone.qrCodeId}`)).status).toBe(404);
  });

  it('tells visitors a private profile is private without its details, and shows the owner everything', async () => {
    const m = await createMusician(t.ctx.db, {
      stageName: 'Private Person',
      profile: { bio: 'secret bio', public_profile_enabled: false, instagram_handle: '@secret' },
    });
    await goLive(m);
    const visitor = await t.client().get(`/api/musicians/${m.qrCodeId}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.musician.public_profile_enabled).toBe(false);
    expect(visitor.body.musician.bio).toBeNull();
    expect(visitor.body.musician.instagram_handle).toBeNull();
    // The show is live, and its QR code takes requests whatever the profile's privacy.
    expect(visitor.body.active_session).not.toBeNull();

    const owner = t.client();
    await owner.post('/api/auth/signin', { email: m.email, password: m.password });
    const own = await owner.get(`/api/musicians/${m.qrCodeId}`);
    expect(own.body.musician.bio).toBe('secret bio');
    expect(own.body.active_session).not.toBeNull();
  });
});

describe('POST /api/messages/send', () => {
  const valid = (qr: string) => ({
    name: 'Sam Fan',
    email: 'Sam@Fan.example',
    subject: 'Wedding booking',
    message: 'Could you play our wedding in June?',
    qr_code_id: qr,
    artist_name: 'Inbox Act',
  });

  it('stores the message in the artist’s inbox', async () => {
    const m = await createMusician(t.ctx.db, { stageName: 'Inbox Act' });
    const res = await t.client().post('/api/messages/send', valid(m.qrCodeId));
    expect(res.status).toBe(201);
    const row = await t.ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('musician_id', '=', m.profileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Sam Fan', email: 'sam@fan.example', subject: 'Wedding booking', is_read: 0 });
    // Stored as a keyed hash of the address, never the address itself.
    expect(row.ip_hash).toBe(hashIp('127.0.0.1', t.ctx.secret));
    expect(row.ip_hash).toMatch(/^[\w-]{22}$/);
  });

  it.each([
    [{ name: '' }, 'Please fill in all required fields'],
    [{ email: undefined }, 'Please fill in all required fields'],
    [{ message: '   ' }, 'Please fill in all required fields'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('refuses %j with "%s" and stores nothing', async (override, message) => {
    const m = await createMusician(t.ctx.db);
    const res = await t.client().post('/api/messages/send', { ...valid(m.qrCodeId), ...override });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    const rows = await t.ctx.db.selectFrom('messages').select('id').where('musician_id', '=', m.profileId).execute();
    expect(rows).toHaveLength(0);
  });

  it('subject is optional', async () => {
    const m = await createMusician(t.ctx.db);
    const { subject: _subject, ...rest } = valid(m.qrCodeId);
    expect((await t.client().post('/api/messages/send', rest)).status).toBe(201);
  });

  it('refuses an unknown artist (404) and one who turned direct messages off or is private (403)', async () => {
    expect((await t.client().post('/api/messages/send', valid('nobody12345'))).status).toBe(404);
    const closed = await createMusician(t.ctx.db);
    await t.ctx.db
      .updateTable('musician_profiles')
      .set({ allow_direct_messages: 0 })
      .where('id', '=', closed.profileId)
      .execute();
    const res = await t.client().post('/api/messages/send', valid(closed.qrCodeId));
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/not accepting direct messages/);
    const privateOne = await createMusician(t.ctx.db, { profile: { public_profile_enabled: false } });
    expect((await t.client().post('/api/messages/send', valid(privateOne.qrCodeId))).status).toBe(403);
  });
});

describe('POST /api/errors/client', () => {
  it('stores a report, capped in size', async () => {
    const res = await t.client().post('/api/errors/client', {
      message: 'TypeError: x is undefined',
      stack: 'at App (app.js:1:1)\n'.repeat(700),
      componentStack: null,
      timestamp: now(),
      url: 'http://localhost/dashboard',
      userAgent: 'Mozilla/5.0',
    });
    expect(res.status).toBe(201);
    const row = await t.ctx.db.selectFrom('client_errors').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.message).toBe('TypeError: x is undefined');
    expect(row.stack!.length).toBe(6000);
  });

  it('refuses an empty report and a body over 16 KB', async () => {
    expect((await t.client().post('/api/errors/client', { message: '' })).status).toBe(400);
    expect((await t.client().post('/api/errors/client', { message: 'x'.repeat(17 * 1024) })).status).toBe(413);
  });
});
