import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { openStream, type SseEvent } from '../../../../test/sse-client';
import type { MyRequests } from '../../../shared/requests/my-requests';
import { songsAhead } from './my-requests-service';
import { myRequestsFeedsOf } from './my-requests-feeds';
import { channels } from '../../realtime/event-bus';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const LONG = 'Sweet​Child​O’Mine'.repeat(8) + '🎸🔥';

async function send(sessionId: number, deviceId: string, body: object) {
  const res = await fanRequest(t, sessionId, body, { deviceId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

const mine = (sessionId: number, deviceId?: string) =>
  fetch(`${t.url}/api/sessions/${sessionId}/my-requests`, {
    headers: deviceId ? { cookie: `sc_device=${deviceId}` } : {},
  });

const followStream = (sessionId: number, deviceId: string) =>
  openStream(`${t.url}/api/sessions/${sessionId}/my-requests/stream`, { cookie: `sc_device=${deviceId}` });

/** The latest state a fan's stream has sent. */
const latest = (events: readonly SseEvent[]) =>
  events.filter((e) => e.type === 'my-requests').at(-1)?.data as MyRequests;

describe('GET /api/sessions/{sessionId}/my-requests', () => {
  it("lists this phone's requests and nothing of any other fan", async () => {
    const { session } = await liveShow(t);
    const me = newDeviceId();
    const other = newDeviceId();
    await send(session.id, me, { song_title: LONG, artist_name: 'Guns N’ Roses 🌹', fan_name: 'Me', message: 'mine' });
    await send(session.id, other, {
      song_title: 'Someone Else’s Song',
      fan_name: 'Private Person',
      message: 'a private message',
    });
    await send(session.id, me, { song_title: 'Second of mine' });

    const res = await mine(session.id, me);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    const body = JSON.parse(text) as MyRequests;
    expect(body.session).toEqual({ id: session.id, status: 'active' });
    expect(body.requests.map((r) => [r.song_title, r.status, r.songs_ahead])).toEqual([
      [LONG, 'pending', null],
      ['Second of mine', 'pending', null],
    ]);
    expect(body.requests[0]!.artist_name).toBe('Guns N’ Roses 🌹');
    for (const secret of [
      'Someone Else',
      'Private Person',
      'a private message',
      other,
      'device',
      'ip_hash',
      'fan_name',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('is empty for a phone that has sent nothing, and 404 for a show that does not exist', async () => {
    const { session } = await liveShow(t);
    await send(session.id, newDeviceId(), { song_title: 'Not yours' });
    expect(((await (await mine(session.id)).json()) as MyRequests).requests).toEqual([]);
    expect(((await (await mine(session.id, newDeviceId())).json()) as MyRequests).requests).toEqual([]);
    expect((await mine(999_999)).status).toBe(404);
    expect((await mine(session.id, 'bad cookie!')).status).toBe(200);
  });

  it('counts the songs ahead once accepted: premium first, then oldest, one song however many asked for it', async () => {
    const { session, client } = await liveShow(t);
    const [a, b, c] = [newDeviceId(), newDeviceId(), newDeviceId()];
    const first = await send(session.id, a, { song_title: 'Wonderwall', artist_name: 'Oasis' });
    const second = await send(session.id, b, { song_title: 'Yellow' });
    const third = await send(session.id, c, { song_title: '  wonderwall ', artist_name: 'oasis' });
    for (const id of [second, first, third]) await client.put(`/api/requests/${id}/status`, { status: 'accepted' });

    const ahead = async (device: string) =>
      ((await (await mine(session.id, device)).json()) as MyRequests).requests[0]!.songs_ahead;
    expect(await ahead(a)).toBe(0);
    expect(await ahead(b)).toBe(1);
    // The same song as the first fan's: played with it, so nothing else is ahead.
    expect(await ahead(c)).toBe(0);

    // The manager plays 'Wonderwall ×2' as one row.
    await client.put(`/api/requests/${first}/status`, { status: 'played' });
    await client.put(`/api/requests/${third}/status`, { status: 'played' });
    expect(await ahead(b)).toBe(0);
    const played = ((await (await mine(session.id, a)).json()) as MyRequests).requests[0]!;
    expect([played.status, played.songs_ahead]).toEqual(['played', null]);
  });

  it("counts songs ahead in the show's order, folded by song identity, without the song playing now", () => {
    const at = (minute: number) => `2026-11-25T20:${String(minute).padStart(2, '0')}:00.000Z`;
    const row = (id: number, song_key: string, is_premium: number, tip_amount: number, minute: number) => ({
      id,
      song_key,
      is_premium,
      tip_amount,
      created_at: at(minute),
      status: 'accepted',
    });
    const queue = [
      row(1, 'wonderwall|oasis', 0, 0, 1),
      row(2, 'hey jude|the beatles', 1, 0, 5),
      row(3, 'yellow|coldplay', 0, 500, 3),
      row(4, 'wonderwall|oasis', 0, 100, 4),
      row(5, 'creep|', 0, 0, 6),
    ];
    const aheadIn = (order: 'arrival' | 'premium' | 'tip' | 'asked', playing: number | null = null) =>
      queue.map((request) => songsAhead(queue, request, order, playing));
    expect(aheadIn('premium')).toEqual([1, 0, 2, 1, 3]);
    expect(aheadIn('arrival')).toEqual([0, 2, 1, 0, 3]);
    expect(aheadIn('tip')).toEqual([1, 2, 0, 1, 3]);
    expect(aheadIn('asked')).toEqual([0, 2, 1, 0, 3]);
    // Wonderwall is playing: it is 0 for its fans and no longer ahead of anyone.
    expect(aheadIn('arrival', 4)).toEqual([0, 1, 0, 0, 2]);
  });
});

describe('POST /api/sessions/{sessionId}/requests without a device cookie', () => {
  const post = (sessionId: number) =>
    fetch(`${t.url}/api/sessions/${sessionId}/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ song_title: 'Wonderwall' }),
    });

  it('hands a phone its device cookie with a request to a live show, and none with a 404', async () => {
    const missing = await post(987_654);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('set-cookie')).toBeNull();

    const { session } = await liveShow(t);
    const sent = await post(session.id);
    expect(sent.status).toBe(201);
    expect(sent.headers.get('set-cookie')).toMatch(/^sc_device=[A-Za-z0-9_-]{16,64};/);
  });
});

describe('GET /api/sessions/{sessionId}/my-requests/stream', () => {
  it("pushes this phone's requests as the musician works the queue, and never another fan's", async () => {
    const { session, client } = await liveShow(t);
    const me = newDeviceId();
    const other = newDeviceId();
    const theirs = await send(session.id, other, { song_title: 'Their Song', fan_name: 'Them', message: 'hush' });
    const mineId = await send(session.id, me, { song_title: 'My Song', fan_name: 'Me' });
    const stream = await followStream(session.id, me);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    await stream.until((events) => latest(events)?.requests[0]?.status === 'pending');

    await client.put(`/api/requests/${theirs}/status`, { status: 'accepted' });
    await client.put(`/api/requests/${mineId}/status`, { status: 'accepted' });
    await stream.until((events) => latest(events)?.requests[0]?.status === 'accepted');
    expect(latest(stream.received).requests[0]!.songs_ahead).toBe(1);

    await client.put(`/api/requests/${theirs}/status`, { status: 'played' });
    await stream.until((events) => latest(events)?.requests[0]?.songs_ahead === 0);
    await client.put(`/api/requests/${mineId}/status`, { status: 'played' });
    await stream.until((events) => latest(events)?.requests[0]?.status === 'played');

    await client.post(`/api/sessions/live/${session.id}/pause`);
    await stream.until((events) => latest(events)?.session.status === 'paused');
    await client.post(`/api/sessions/live/${session.id}/resume`);
    await stream.until((events) => latest(events)?.session.status === 'active');
    await client.post(`/api/sessions/live/${session.id}/end`);
    await stream.until((events) => latest(events)?.session.status === 'ended');
    await stream.closed();

    const everything = JSON.stringify(stream.received);
    for (const secret of ['Their Song', 'Them', 'hush', other]) expect(everything).not.toContain(secret);
    const idsSent = stream.received.flatMap((event) => (event.data as MyRequests).requests.map((r) => r.id));
    expect(new Set(idsSent)).toEqual(new Set([mineId]));
    expect(idsSent).not.toContain(theirs);
    // Every message is the phone's whole list, and only changes are sent.
    const states = stream.received.map((event) => JSON.stringify(event.data));
    expect(states.filter((state, n) => state === states[n - 1])).toEqual([]);
  });

  it('brings a new request of this phone, and sends nothing for other fans’ requests', async () => {
    const { session } = await liveShow(t);
    const me = newDeviceId();
    const stream = await followStream(session.id, me);
    await stream.until((events) => latest(events)?.requests.length === 0);
    await send(session.id, newDeviceId(), { song_title: 'Not mine' });
    await send(session.id, me, { song_title: 'Mine now' });
    const events = await stream.until((all) => latest(all)?.requests.length === 1);
    expect(events.map((event) => latest([event]).requests.map((r) => r.song_title))).toEqual([[], ['Mine now']]);
    stream.close();
  });

  it('ends at once for a show that has ended, and is 404 for one that never was', async () => {
    const { session, client } = await liveShow(t);
    const me = newDeviceId();
    await send(session.id, me, { song_title: 'Last song' });
    await client.post(`/api/sessions/live/${session.id}/end`);
    const stream = await followStream(session.id, me);
    await stream.closed();
    expect(latest(stream.received)).toMatchObject({ session: { status: 'ended' }, requests: [{ status: 'pending' }] });
    expect((await fetch(`${t.url}/api/sessions/999999/my-requests/stream`)).status).toBe(404);
  });

  it('leaves every phone with its true place after many fans and status changes at once', async () => {
    const { session, client } = await liveShow(t);
    const fans = Array.from({ length: 24 }, () => newDeviceId());
    const ids = await Promise.all(
      fans.map((device, n) => send(session.id, device, { song_title: `Song ${n} ${LONG}` })),
    );
    const streams = await Promise.all(fans.map((device) => followStream(session.id, device)));
    await Promise.all(streams.map((stream) => stream.until((events) => latest(events)?.requests.length === 1)));

    // Everyone accepted at once, then every third played at once.
    await Promise.all(ids.map((id) => client.put(`/api/requests/${id}/status`, { status: 'accepted' })));
    await Promise.all(
      ids.filter((_, n) => n % 3 === 0).map((id) => client.put(`/api/requests/${id}/status`, { status: 'played' })),
    );

    for (const [n, stream] of streams.entries()) {
      const truth = (await (await mine(session.id, fans[n])).json()) as MyRequests;
      await stream.until((events) => JSON.stringify(latest(events)) === JSON.stringify(truth));
      stream.close();
    }
    const places = await Promise.all(
      fans.map(
        async (device) => ((await (await mine(session.id, device)).json()) as MyRequests).requests[0]!.songs_ahead,
      ),
    );
    expect(places.filter((place) => place !== null).sort((x, y) => x! - y!)).toEqual([...Array(16).keys()]);
  });

  it("shares one read per change among 50 phones on the fan page's one stream, each list what its GET answers", async () => {
    const { session, client, musician } = await liveShow(t);
    const fans = Array.from({ length: 50 }, () => newDeviceId());
    const ids = await Promise.all(fans.map((device, n) => send(session.id, device, { song_title: `Tune ${n} 🎻` })));
    for (const id of ids) await client.put(`/api/requests/${id}/status`, { status: 'accepted' });
    // The page's one stream: the live list, and this phone's own requests to the show.
    const streams = await Promise.all(
      fans.map((device) =>
        openStream(`${t.url}/api/sessions/active/stream?my_requests=${session.id}`, { cookie: `sc_device=${device}` }),
      ),
    );
    expect(streams.map((stream) => stream.status)).toEqual(fans.map(() => 200));
    // The stream's two parts arrive in either order: this phone's list, and the live list's snapshot.
    await Promise.all(
      streams.map((stream) =>
        stream.until(
          (events) =>
            latest(events)?.requests[0]?.status === 'accepted' && events.some((event) => event.type === 'snapshot'),
        ),
      ),
    );
    expect(streams.every((stream) => stream.received.some((event) => event.type === 'snapshot'))).toBe(true);

    const feeds = myRequestsFeedsOf(t.ctx);
    const readsBefore = feeds.readCount();
    const channel = channels.musicianQueue(musician.profileId);
    const eventsBefore = await t.ctx.bus.latestId(channel);
    // The first song played moves every other phone's place.
    await client.put(`/api/requests/${ids[0]}/status`, { status: 'played' });
    for (const [n, stream] of streams.entries()) {
      const truth = (await (await mine(session.id, fans[n])).json()) as MyRequests;
      await stream.until((events) => JSON.stringify(latest(events)) === JSON.stringify(truth));
    }
    const events = (await t.ctx.bus.latestId(channel)) - eventsBefore;
    const reads = feeds.readCount() - readsBefore;
    // One read per event of the change, whichever the number of phones (without sharing: 50).
    expect(events).toBeGreaterThan(0);
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(events);

    // Each phone heard of its own request only.
    for (const [n, stream] of streams.entries()) {
      const seen = stream.received
        .filter((event) => event.type === 'my-requests')
        .flatMap((event) => (event.data as MyRequests).requests.map((request) => request.id));
      expect(new Set(seen)).toEqual(new Set([ids[n]]));
      stream.close();
    }
  });

  it('answers 404 on the fan page stream for a show that never was, and a live list alone without one', async () => {
    expect((await fetch(`${t.url}/api/sessions/active/stream?my_requests=999999`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/sessions/active/stream?my_requests=soon`)).status).toBe(400);
    const plain = await openStream(`${t.url}/api/sessions/active/stream`);
    await plain.next('snapshot');
    expect(plain.received.some((event) => event.type === 'my-requests')).toBe(false);
    plain.close();
  });
});
