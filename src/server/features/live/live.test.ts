import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createLiveSession, createMusician, createSongRequest, createVenue } from '../../../../test/factories';
import type { TestClient } from '../../../../test/http-client';
import { liveMessages } from '../../../shared/live';
import { notTakingFromYouMessage, sessionPausedMessage, showFullMessage } from '../../../shared/requests';
import { fanRequest, newDeviceId } from '../../../../test/live-show';
import { openStream } from '../../../../test/sse-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const completeProfile = { bio: 'Acoustic covers', music_styles: ['Acoustic'] };

async function signedInMusician(profile: object = completeProfile) {
  const m = await createMusician(t.ctx.db, { profile });
  const client = t.client();
  await client.post('/api/auth/signin', { email: m.email, password: m.password });
  return { m, client };
}

const goLive = (client: TestClient, body: object = { venue_name: 'The Crown' }) =>
  client.post('/api/sessions/live', body);

describe('POST /api/sessions/live', () => {
  it('starts a session, names it "Live Session" when blank, and saves the venue', async () => {
    const venue = await createVenue(t.ctx.db, { venue_name: 'The Crown Inn' });
    const { m, client } = await signedInMusician();
    const res = await goLive(client, {
      venue_name: '  The Crown Inn ',
      session_name: '',
      location_address: '1 High St',
    });
    expect(res.status).toBe(201);
    expect(res.body.session).toMatchObject({
      venue_name: 'The Crown Inn',
      session_name: 'Live Session',
      status: 'active',
    });

    const saved = await t.ctx.db
      .selectFrom('saved_venues')
      .selectAll()
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(saved).toMatchObject([
      { venue_name: 'The Crown Inn', usage_count: 1, location_address: '1 High St', venue_id: venue.id },
    ]);
    const global = await t.ctx.db
      .selectFrom('venues')
      .select('usage_count')
      .where('id', '=', venue.id)
      .executeTakeFirstOrThrow();
    expect(global.usage_count).toBe(1);

    const current = await client.get('/api/sessions/live/current');
    expect(current.body.session).toMatchObject({ id: res.body.session.id, venue_name: 'The Crown Inn' });
  });

  it('refuses a blank venue with the spec message', async () => {
    const { client } = await signedInMusician();
    const res = await goLive(client, { venue_name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a venue name');
  });

  it('allows one open session per musician (409 for the second)', async () => {
    const { client } = await signedInMusician();
    expect((await goLive(client)).status).toBe(201);
    const second = await goLive(client, { venue_name: 'Elsewhere' });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(liveMessages.alreadyLive);
    expect(second.body.code).toBe('already_live');
  });

  it('two simultaneous starts create exactly one session', async () => {
    const { m, client } = await signedInMusician();
    const results = await Promise.all([goLive(client), goLive(client), goLive(client)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const open = await t.ctx.db
      .selectFrom('live_sessions')
      .select('id')
      .where('musician_id', '=', m.profileId)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('refuses a musician whose profile is incomplete', async () => {
    const { client } = await signedInMusician({ bio: null, music_styles: [] });
    const res = await goLive(client);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(liveMessages.profileIncomplete);
    expect(res.body.code).toBe('profile_incomplete');
  });

  it('needs a signed-in musician', async () => {
    expect((await goLive(t.client())).status).toBe(401);
  });
});

describe('POST /api/sessions/live/:id/end', () => {
  it('ends the session with its stats and takes it off the active list', async () => {
    const { m, client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    const row = { id: session.id, musician_id: m.profileId };
    await createSongRequest(t.ctx.db, row, { status: 'played', tip_amount: 300 });
    await createSongRequest(t.ctx.db, row, { status: 'pending' });
    await createSongRequest(t.ctx.db, row, { status: 'played' });

    const res = await client.post(`/api/sessions/live/${session.id}/end`);
    expect(res.status).toBe(200);
    expect(res.body.session_stats).toEqual({ total_requests: 3, total_tips: 300, played_count: 2 });
    expect((await client.get('/api/sessions/live/current')).body.session).toBeNull();
    const active = await t.client().get('/api/sessions/active');
    expect(active.body.map((s: { id: number }) => s.id)).not.toContain(session.id);

    const again = await client.post(`/api/sessions/live/${session.id}/end`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('session_ended');
  });

  it("refuses to end another musician's session (403) and an unknown one (404)", async () => {
    const owner = await signedInMusician();
    const session = (await goLive(owner.client)).body.session;
    const other = await signedInMusician();
    expect((await other.client.post(`/api/sessions/live/${session.id}/end`)).status).toBe(403);
    expect((await other.client.post('/api/sessions/live/999999/end')).status).toBe(404);
    expect((await other.client.post('/api/sessions/live/abc/end')).status).toBe(400);
  });
});

describe('POST /api/sessions/live/:id/pause (the musician takes a break)', () => {
  it('stops fans’ requests without ending the show, until the musician resumes', async () => {
    const { m, client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    const paused = await client.post(`/api/sessions/live/${session.id}/pause`);
    expect(paused.body.session).toMatchObject({ id: session.id, status: 'paused', paused_by: 'musician' });
    const twice = await client.post(`/api/sessions/live/${session.id}/pause`);
    expect([twice.status, twice.body.code]).toEqual([409, 'session_not_active']);
    // Still on the fans' lists, marked: they see its requests paused rather than the show gone.
    // The list's one-second cache is cleared when the bus delivers the pause, which on PostgreSQL
    // comes back through LISTEN, a moment after the answer: wait for it, never for a fixed time.
    const pausedOnList = async () => {
      const listed = (await t.client().get('/api/sessions/active')).body as { id: number; requests_paused: boolean }[];
      return listed.find((s) => s.id === session.id)?.requests_paused;
    };
    await vi.waitFor(async () => expect(await pausedOnList()).toBe(true), { timeout: 5000, interval: 20 });
    const scanned = await t.client().get(`/api/musicians/${m.qrCodeId}`);
    expect(scanned.body.active_session).toMatchObject({ id: session.id, requests_paused: true });
    const refused = await fanRequest(t, session.id, { song_title: 'Wonderwall' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe(sessionPausedMessage);

    const resumed = await client.post(`/api/sessions/live/${session.id}/resume`);
    expect(resumed.body.session).toMatchObject({ status: 'active', paused_by: null });
    await vi.waitFor(async () => expect(await pausedOnList()).toBe(false), { timeout: 5000, interval: 20 });
    expect((await fanRequest(t, session.id, { song_title: 'Wonderwall' })).status).toBe(201);
  });

  it("refuses to pause another musician's show", async () => {
    const owner = await signedInMusician();
    const session = (await goLive(owner.client)).body.session;
    const other = await signedInMusician();
    expect((await other.client.post(`/api/sessions/live/${session.id}/pause`)).status).toBe(403);
    expect((await owner.client.get('/api/sessions/live/current')).body.session.status).toBe('active');
  });
});

describe('the musician’s show controls: a request cap and blocked phones', () => {
  it('caps a show’s requests; lifting the cap takes them again', async () => {
    const { client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    // The musician's other devices (the stage tablet) hear each change of the cap.
    const otherDevice = await openStream(`${t.url}/api/sessions/live/requests/stream`, {
      cookie: `sc_session=${client.cookie('sc_session')}`,
    });
    await otherDevice.next('snapshot');
    for (const bad of [{ max_requests: 0 }, { max_requests: 1.5 }, { max_requests: 1001 }, {}]) {
      expect((await client.put(`/api/sessions/live/${session.id}/request-limit`, bad)).status).toBe(400);
    }
    const capped = await client.put(`/api/sessions/live/${session.id}/request-limit`, { max_requests: 2 });
    expect(capped.body.session.max_requests).toBe(2);
    expect((await otherDevice.next('session.updated')).data).toEqual({
      id: session.id,
      status: 'active',
      paused_by: null,
      max_requests: 2,
    });
    expect((await fanRequest(t, session.id, { song_title: 'One' })).status).toBe(201);
    expect((await fanRequest(t, session.id, { song_title: 'Two' })).status).toBe(201);
    const full = await fanRequest(t, session.id, { song_title: 'Three' });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: string }).error).toBe(showFullMessage);
    await client.put(`/api/sessions/live/${session.id}/request-limit`, { max_requests: null });
    expect((await otherDevice.next('session.updated')).data).toMatchObject({ id: session.id, max_requests: null });
    expect((await fanRequest(t, session.id, { song_title: 'Three' })).status).toBe(201);
    otherDevice.close();
  });

  it('holds the cap exactly when thirty phones send at once', async () => {
    const { client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    await client.put(`/api/sessions/live/${session.id}/request-limit`, { max_requests: 7 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => fanRequest(t, session.id, { song_title: `Song ${i}` })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(7);
    const stored = await t.ctx.db
      .selectFrom('song_requests')
      .select('id')
      .where('session_id', '=', session.id)
      .execute();
    expect(stored).toHaveLength(7);
  });

  it('blocks one phone for the rest of the show, politely, and only that phone', async () => {
    const { client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    const phone = newDeviceId();
    const first = await fanRequest(t, session.id, { song_title: 'Flood 1' }, { deviceId: phone });
    const { request } = (await first.json()) as { request: { id: number } };
    const other = await signedInMusician();
    expect((await other.client.post(`/api/requests/${request.id}/block-device`)).status).toBe(403);
    expect((await client.post(`/api/requests/${request.id}/block-device`)).status).toBe(200);
    expect((await client.post(`/api/requests/${request.id}/block-device`)).status).toBe(200);
    const refused = await fanRequest(t, session.id, { song_title: 'Flood 2' }, { deviceId: phone });
    expect(refused.status).toBe(409);
    const message = ((await refused.json()) as { error: string }).error;
    expect(message).toBe(notTakingFromYouMessage);
    expect(message).not.toMatch(/block/i);
    expect((await fanRequest(t, session.id, { song_title: 'Flood 2' })).status).toBe(201);
  });
});

describe('fan requests', () => {
  const request = (client: TestClient, sessionId: number, body: object) =>
    client.post(`/api/sessions/${sessionId}/requests`, body);

  it('stores a pending request, matching the catalogue case- and space-insensitively', async () => {
    const { client: musician, m } = await signedInMusician();
    const session = (await goLive(musician)).body.session;
    const fan = t.client();
    const first = await request(fan, session.id, {
      song_title: 'Mr. Brightside',
      artist_name: 'The Killers',
      fan_name: '',
      message: null,
    });
    expect(first.status).toBe(201);
    expect(first.body.request).toMatchObject({
      song_title: 'Mr. Brightside',
      status: 'pending',
      fan_name: null,
      message: null,
      tip_amount: 0,
    });
    expect(fan.cookie('sc_device')).toBeTruthy();

    const other = t.client();
    await request(other, session.id, { song_title: '  mr.   BRIGHTSIDE ', artist_name: 'the killers' });
    const songs = await t.ctx.db.selectFrom('songs').selectAll().where('title_key', '=', 'mr. brightside').execute();
    expect(songs).toHaveLength(1);
    expect(songs[0]).toMatchObject({ total_requests: 2, unique_musicians: 1, song_title: 'Mr. Brightside' });

    const queue = await musician.get('/api/sessions/live/requests');
    expect(queue.status).toBe(200);
    expect(queue.body.requests.map((r: { song_title: string }) => r.song_title)).toEqual([
      'Mr. Brightside',
      '  mr.   BRIGHTSIDE '.trim(),
    ]);
    expect(JSON.stringify(queue.body)).not.toContain('device_id');

    const profile = await t.client().get(`/api/musicians/${m.qrCodeId}`);
    expect(profile.body.musician.total_requests_received).toBe(2);
  });

  it('refuses a missing song title with the spec message and stores nothing', async () => {
    const { client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    const res = await request(t.client(), session.id, { song_title: '  ', fan_name: 'Sam' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please enter a song title');
    expect((await client.get('/api/sessions/live/requests')).body.requests).toHaveLength(0);
  });

  it('answers 404 with the spec message for an ended or unknown session', async () => {
    const { m } = await signedInMusician();
    const ended = await createLiveSession(t.ctx.db, m.profileId, {
      status: 'ended',
      ended_at: new Date().toISOString(),
    });
    for (const id of [ended.id, 987654]) {
      const res = await request(t.client(), id, { song_title: 'Valerie' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(
        'This live session is no longer active. Please refresh the page and select an active session.',
      );
    }
  });

  it('refuses the same song from the same phone within 30 minutes, but not from another phone', async () => {
    const { client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    const fan = t.client();
    expect((await request(fan, session.id, { song_title: 'Valerie', artist_name: 'Amy Winehouse' })).status).toBe(201);
    const again = await request(fan, session.id, { song_title: 'valerie', artist_name: 'amy winehouse' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already requested this song/);
    expect(
      (await request(t.client(), session.id, { song_title: 'Valerie', artist_name: 'Amy Winehouse' })).status,
    ).toBe(201);
    const song = await t.ctx.db
      .selectFrom('songs')
      .select('total_requests')
      .where('title_key', '=', 'valerie')
      .executeTakeFirstOrThrow();
    expect(song.total_requests).toBe(2);
  });

  it('limits one phone to 10 requests an hour per show', async () => {
    const { client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    const fan = t.client();
    for (let i = 0; i < 10; i++) expect((await request(fan, session.id, { song_title: `Song ${i}` })).status).toBe(201);
    const res = await request(fan, session.id, { song_title: 'One more' });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/a lot of requests/);
  });
});

describe('PUT /api/requests/:id/status', () => {
  async function setup() {
    const owner = await signedInMusician();
    const session = (await goLive(owner.client)).body.session;
    const created = await t
      .client()
      .post(`/api/sessions/${session.id}/requests`, { song_title: 'Hallelujah', artist_name: 'Leonard Cohen' });
    return { ...owner, session, requestId: created.body.request.id as number };
  }
  const put = (client: TestClient, id: number, status: string) => client.put(`/api/requests/${id}/status`, { status });

  it('follows the spec transitions and counts plays', async () => {
    const { client, requestId } = await setup();
    expect((await put(client, requestId, 'accepted')).body.request.status).toBe('accepted');
    expect((await put(client, requestId, 'played')).body.request.status).toBe('played');
    const played = await t.ctx.db
      .selectFrom('songs')
      .select('times_played')
      .where('title_key', '=', 'hallelujah')
      .executeTakeFirstOrThrow();
    expect(played.times_played).toBe(1);
    expect((await put(client, requestId, 'accepted')).body.request.status).toBe('accepted');
    const unplayed = await t.ctx.db
      .selectFrom('songs')
      .select('times_played')
      .where('title_key', '=', 'hallelujah')
      .executeTakeFirstOrThrow();
    expect(unplayed.times_played).toBe(0);
  });

  it.each([
    [['declined'], 'accepted'],
    [['declined'], 'played'],
    [['accepted'], 'declined'],
    [['accepted'], 'pending'],
    [['accepted', 'played'], 'declined'],
  ])('after %j refuses %s with 409', async (path, to) => {
    const { client, requestId } = await setup();
    for (const step of path) expect((await put(client, requestId, step)).status).toBe(200);
    const res = await put(client, requestId, to);
    expect(res.status).toBe(409);
    const row = await t.ctx.db
      .selectFrom('song_requests')
      .select('status')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(path.at(-1));
  });

  it('pending can go straight to played', async () => {
    const { client, requestId } = await setup();
    expect((await put(client, requestId, 'played')).status).toBe(200);
  });

  it('refuses another musician (403), unknown requests (404), bad statuses (400) and the signed out (401)', async () => {
    const { requestId } = await setup();
    const other = await signedInMusician();
    expect((await put(other.client, requestId, 'accepted')).status).toBe(403);
    expect((await put(other.client, 999999, 'accepted')).status).toBe(404);
    expect((await put(other.client, requestId, 'maybe')).status).toBe(400);
    expect((await put(t.client(), requestId, 'accepted')).status).toBe(401);
  });
});

describe('songs', () => {
  it('search suggests from 2 characters, at most 8, and treats % literally', async () => {
    const { client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    for (let i = 0; i < 10; i++) {
      await t
        .client()
        .post(`/api/sessions/${session.id}/requests`, { song_title: `Zebra Song ${i}`, artist_name: 'Zoo Band' });
    }
    // One phone's typing is not suggested to others (songs.test.ts): these are the curated catalogue.
    await t.ctx.db.updateTable('songs').set({ is_curated: 1 }).where('artist_key', '=', 'zoo band').execute();
    expect((await t.client().get('/api/songs/search?q=z')).body).toEqual([]);
    const res = await t.client().get('/api/songs/search?q=ZEBRA');
    expect(res.body).toHaveLength(8);
    expect(res.body[0]).toEqual({ song_title: expect.stringMatching(/^Zebra Song/), artist_name: 'Zoo Band' });
    expect((await t.client().get('/api/songs/search?q=zoo%20band')).body).toHaveLength(8);
    expect((await t.client().get('/api/songs/search?q=%25%25')).body).toEqual([]);
  });

  it('trending ranks by requests in the window', async () => {
    const { m, client } = await signedInMusician();
    const session = (await goLive(client)).body.session;
    const row = { id: session.id, musician_id: m.profileId };
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
    const song = async (title: string) =>
      (
        await t.ctx.db
          .insertInto('songs')
          .values({
            song_title: title,
            artist_name: 'Trend',
            title_key: title.toLowerCase(),
            artist_key: 'trend',
            is_curated: 1,
            created_at: old,
            updated_at: old,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const hot = await song('Hot Now');
    const oldHit = await song('Old Hit');
    for (let i = 0; i < 3; i++)
      await createSongRequest(t.ctx.db, row, { song_id: hot, song_title: 'Hot Now', tip_amount: 100 });
    for (let i = 0; i < 5; i++)
      await createSongRequest(t.ctx.db, row, { song_id: oldHit, song_title: 'Old Hit', created_at: old });
    await createSongRequest(t.ctx.db, row, { song_id: hot, song_title: 'Hot Now', status: 'played' });

    const week = await t.client().get('/api/songs/trending?timeframe=week&limit=15');
    const hotRow = week.body.find((s: { song_title: string }) => s.song_title === 'Hot Now');
    expect(hotRow).toMatchObject({ request_count: 4, total_tips: 300, times_played: 1, unique_musicians: 1 });
    expect(week.body.some((s: { song_title: string }) => s.song_title === 'Old Hit')).toBe(false);
    const all = await t.client().get('/api/songs/trending?timeframe=all');
    expect(all.body.find((s: { song_title: string }) => s.song_title === 'Old Hit').request_count).toBe(5);
    expect((await t.client().get('/api/songs/trending?timeframe=year')).status).toBe(400);
  });
});
