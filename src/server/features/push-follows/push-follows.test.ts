import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createMusician } from '../../../../test/factories';
import { startTestPushService, type TestPushService } from '../../../../test/push-service';
import { livePushesOf } from './service';

const clock = createTestClock(new Date());
let t: TestApp;
let pushService: TestPushService;
beforeAll(async () => {
  t = await startTestApp({ clock, env: { PUSH_ALLOW_LOCAL_ENDPOINTS: '1' } });
  pushService = await startTestPushService();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const follow = (qrCodeId: string, body: unknown) =>
  fetch(`${t.url}/api/musicians/${qrCodeId}/push-followers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const unfollow = (qrCodeId: string, endpoint: string) =>
  fetch(`${t.url}/api/musicians/${qrCodeId}/push-followers?endpoint=${encodeURIComponent(endpoint)}`, {
    method: 'DELETE',
  });
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
const followerRows = (musicianId: number) =>
  t.ctx.db.selectFrom('musician_push_followers').selectAll().where('musician_id', '=', musicianId).execute();

/** A musician with a complete profile, signed in, who can go live and end the show. */
async function musicianOnStage() {
  const musician = await createMusician(t.ctx.db, {
    stageName: 'Luna Ray',
    profile: { bio: 'Covers', music_styles: ['Pop'] },
  });
  const client = t.client();
  await client.post('/api/auth/signin', { email: musician.email, password: musician.password });
  return {
    musician,
    async goLive(venue = 'The Blue Lamp') {
      const res = await client.post('/api/sessions/live', { venue_name: venue });
      expect(res.status).toBe(201);
      return (res.body as { session: { id: number } }).session.id;
    },
    end: (sessionId: number) => client.post(`/api/sessions/live/${sessionId}/end`),
    settings: (body: object) => client.put('/api/musicians/me/followers/settings', body),
    counts: async () => (await client.get('/api/musicians/me/followers')).body,
  };
}

describe('following a musician by push', () => {
  it('buzzes the followers once when the musician goes live: stage name, venue and page only', async () => {
    const stage = await musicianOnStage();
    const { qrCodeId, profileId } = stage.musician;
    const follower = pushService.subscribe();
    expect((await follow(qrCodeId, follower)).status).toBe(201);
    expect((await follow(qrCodeId, follower)).status).toBe(200);
    // The musician's Followers card counts the phone once, beside the e-mail followers.
    expect(await stage.counts()).toEqual({ confirmed: 0, pending: 0, by_push: 1 });
    const sessionId = await stage.goLive('The Blue Lamp 🎸');
    const [push] = await pushService.waitFor(follower, 1);
    expect(push!.payload).toEqual({
      status: 'live_now',
      stage_name: 'Luna Ray',
      venue_name: 'The Blue Lamp 🎸',
      url: `/request?qr=${qrCodeId}`,
    });
    expect(push!.headers).toMatchObject({ topic: `live-${profileId}` });
    expect(push!.vapid.publicKey).toBe(t.ctx.push!.publicKey);

    // Unfollowed: the next show buzzes no one.
    expect((await stage.end(sessionId)).status).toBe(200);
    expect((await unfollow(qrCodeId, follower.endpoint)).status).toBe(200);
    expect(await followerRows(profileId)).toEqual([]);
    expect(await stage.counts()).toEqual({ confirmed: 0, pending: 0, by_push: 0 });
    await stage.goLive();
    await livePushesOf(t.ctx).idle();
    expect(pushService.to(follower)).toHaveLength(1);
  });

  it("holds push followers to the musician's choice: not told of shows when that is off, and at most once a day", async () => {
    const stage = await musicianOnStage();
    const follower = pushService.subscribe();
    expect((await follow(stage.musician.qrCodeId, follower)).status).toBe(201);

    expect((await stage.settings({ tell_live: false, tell_gigs: true, at_most: 'every_time' })).status).toBe(200);
    const quiet = await stage.goLive();
    await livePushesOf(t.ctx).idle();
    expect(pushService.to(follower)).toHaveLength(0);
    expect((await stage.end(quiet)).status).toBe(200);

    expect((await stage.settings({ tell_live: true, tell_gigs: true, at_most: 'daily' })).status).toBe(200);
    const first = await stage.goLive();
    await pushService.waitFor(follower, 1);
    expect((await stage.end(first)).status).toBe(200);
    // Back on stage an hour later: inside the day, no second buzz.
    clock.advance(60 * 60_000);
    const second = await stage.goLive();
    await livePushesOf(t.ctx).idle();
    expect(pushService.to(follower)).toHaveLength(1);
    expect((await stage.end(second)).status).toBe(200);
    // A day after the first: told again.
    clock.advance(23 * 60 * 60_000);
    await stage.goLive();
    await pushService.waitFor(follower, 2);
    await livePushesOf(t.ctx).idle();
    expect(pushService.to(follower)).toHaveLength(2);
  });

  it('refuses what it cannot use, with a code, and stores nothing', async () => {
    const stage = await musicianOnStage();
    const good = pushService.subscribe();
    const unknown = await follow('no-such-code', good);
    expect([unknown.status, await codeOf(unknown)]).toEqual([404, 'not_found']);
    const elsewhere = await follow(stage.musician.qrCodeId, { ...good, endpoint: 'https://10.1.2.3/push' });
    expect([elsewhere.status, await codeOf(elsewhere)]).toEqual([400, 'push_endpoint_refused']);
    const noKeys = await follow(stage.musician.qrCodeId, { endpoint: good.endpoint });
    expect([noKeys.status, await codeOf(noKeys)]).toEqual([400, 'validation_failed']);
    const notFollowing = await unfollow(stage.musician.qrCodeId, good.endpoint);
    expect([notFollowing.status, await codeOf(notFollowing)]).toEqual([404, 'push_not_subscribed']);
    expect(await followerRows(stage.musician.profileId)).toEqual([]);
  });

  it('forgets a follower its push service no longer knows (410)', async () => {
    const stage = await musicianOnStage();
    const gone = pushService.subscribe();
    const kept = pushService.subscribe();
    for (const subscription of [gone, kept]) {
      expect((await follow(stage.musician.qrCodeId, subscription)).status).toBe(201);
    }
    pushService.answer(gone, 410);
    await stage.goLive();
    await pushService.waitFor(kept, 1);
    await livePushesOf(t.ctx).idle();
    expect((await followerRows(stage.musician.profileId)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it('keeps one row for one browser following twenty times at once', async () => {
    const stage = await musicianOnStage();
    const subscription = pushService.subscribe();
    const answers = await Promise.all(Array.from({ length: 20 }, () => follow(stage.musician.qrCodeId, subscription)));
    for (const res of answers) expect([200, 201]).toContain(res.status);
    expect(await followerRows(stage.musician.profileId)).toHaveLength(1);
  });
});
