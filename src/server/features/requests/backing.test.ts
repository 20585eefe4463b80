import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { openStream } from '../../../../test/sse-client';
import { backingMessages, type ShowSongs } from '../../../shared/requests/backing';
import type { MyRequests } from '../../../shared/requests/my-requests';
import { requestMessages, sessionPausedMessage } from '../../../shared/requests';
import { heavyTest } from '../../../../test/heavy-test';

// A small per-phone limit, so a test can see a +1 count towards it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { FAN_REQUEST_LIMIT_PER_DEVICE: '3' } });
});
afterAll(async () => {
  await t.close();
});

const LONG = 'Champagne​Supernova'.repeat(6) + '🍾🎶';

const cookie = (deviceId: string) => ({ cookie: `sc_device=${deviceId}` });

async function send(sessionId: number, deviceId: string, body: object) {
  const res = await fanRequest(t, sessionId, body, { deviceId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

const songsOf = async (sessionId: number, deviceId?: string) => {
  const res = await fetch(`${t.url}/api/sessions/${sessionId}/songs`, { headers: deviceId ? cookie(deviceId) : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as ShowSongs;
};

const back = (sessionId: number, deviceId: string, songKey: unknown) =>
  fetch(`${t.url}/api/sessions/${sessionId}/backings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...cookie(deviceId) },
    body: JSON.stringify({ song_key: songKey }),
  });

const withdraw = (sessionId: number, deviceId: string, songKey: string) =>
  fetch(`${t.url}/api/sessions/${sessionId}/backings?song_key=${encodeURIComponent(songKey)}`, {
    method: 'DELETE',
    headers: cookie(deviceId),
  });

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;
const answerOf = async (res: Response) => (await res.json()) as { error: string; code: string };

const requestCount = async (sessionId: number) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('song_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A show with 'Wonderwall' asked for by one phone and accepted by the musician: on tonight's list. */
async function showWithWonderwall() {
  const show = await liveShow(t);
  const asker = newDeviceId();
  const id = await send(show.session.id, asker, {
    song_title: 'wonderwall',
    artist_name: 'Oasis',
    fan_name: 'Private Person',
    message: 'a private message for the artist',
  });
  expect((await show.client.put(`/api/requests/${id}/status`, { status: 'accepted' })).status).toBe(200);
  return { ...show, asker, requestId: id, key: 'wonderwall|oasis' };
}

describe("tonight's songs", () => {
  it('lists vouched-for songs by title and count only: no fan, message, phone or unvetted title', async () => {
    const { session, asker } = await showWithWonderwall();
    const other = newDeviceId();
    // One fan's raw text, not accepted and asked by no one else, stays off the list.
    await send(session.id, other, { song_title: 'Call me on 07700 900123', fan_name: 'Someone Else', message: 'hi' });
    // A long title with emoji, vouched for by three phones.
    for (let i = 0; i < 3; i++) await send(session.id, newDeviceId(), { song_title: LONG, message: `secret ${i}` });

    const res = await fetch(`${t.url}/api/sessions/${session.id}/songs`, { headers: cookie(newDeviceId()) });
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = await res.text();
    const body = JSON.parse(text) as ShowSongs;
    expect(body.is_open).toBe(true);
    expect(body.songs.map((song) => [song.song_title, song.artist_name, song.count, song.mine])).toEqual([
      [LONG, null, 3, null],
      ['wonderwall', 'Oasis', 1, null],
    ]);
    for (const secret of ['Private Person', 'private message', '07700', 'Someone Else', 'secret', asker, other]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(body.songs[0]!).sort()).toEqual(['artist_name', 'count', 'mine', 'song_key', 'song_title']);
    // The phone that asked sees its own part.
    expect((await songsOf(session.id, asker)).songs.find((s) => s.song_key === 'wonderwall|oasis')?.mine).toBe('asked');
  });

  it('is empty when the musician switched +1s off, and the switch says so', async () => {
    const { session, client, key } = await showWithWonderwall();
    const off = await client.put(`/api/sessions/live/${session.id}/fans-back-songs`, { fans_back_songs: false });
    expect(off.status).toBe(200);
    expect((off.body as { session: { fans_back_songs: number } }).session.fans_back_songs).toBe(0);
    expect(await songsOf(session.id)).toMatchObject({ is_open: false, songs: [] });
    const phone = newDeviceId();
    const before = await requestCount(session.id);
    const res = await back(session.id, phone, key);
    expect(res.status).toBe(409);
    expect(await answerOf(res)).toEqual({ error: backingMessages.off, code: 'backing_off' });
    expect(await requestCount(session.id)).toBe(before);
    expect(
      (await client.put(`/api/sessions/live/${session.id}/fans-back-songs`, { fans_back_songs: 'yes' })).status,
    ).toBe(400);
  });
});

describe('a +1', () => {
  it('is a request for the song by this phone, once per song, and can be taken back while it waits', async () => {
    const { session, asker, client, key } = await showWithWonderwall();
    const fan = newDeviceId();
    const res = await back(session.id, fan, key);
    expect(res.status).toBe(201);
    const { request } = (await res.json()) as {
      request: { id: number; song_title: string; status: string; fan_name: null };
    };
    // The song was accepted already: the +1 joins it, filed under the list's spelling, with no words.
    expect(request).toMatchObject({ song_title: 'wonderwall', status: 'accepted', fan_name: null, message: null });
    expect((await songsOf(session.id, fan)).songs).toEqual([
      { song_key: key, song_title: 'wonderwall', artist_name: 'Oasis', count: 2, mine: 'backed' },
    ]);
    // The phone's own list has it like any request.
    const mine = (await (
      await fetch(`${t.url}/api/sessions/${session.id}/my-requests`, { headers: cookie(fan) })
    ).json()) as MyRequests;
    expect(mine.requests.map((r) => [r.id, r.status])).toEqual([[request.id, 'accepted']]);
    // The manager sees one song asked twice.
    const queue = await client.get('/api/sessions/live/requests');
    const wonderwalls = (queue.body as { requests: { song_key: string }[] }).requests.filter((r) => r.song_key === key);
    expect(wonderwalls).toHaveLength(2);

    // Once per phone and song: again, or from the phone that asked for it first, is refused.
    for (const phone of [fan, asker]) {
      const again = await back(session.id, phone, key);
      expect(again.status).toBe(409);
      expect(await answerOf(again)).toEqual({ error: backingMessages.alreadyAsked, code: 'already_backed' });
    }
    expect(await requestCount(session.id)).toBe(2);

    // Taken back: the request goes, the count drops, and the phone may back it again.
    expect((await withdraw(session.id, fan, key)).status).toBe(200);
    expect((await songsOf(session.id, fan)).songs[0]).toMatchObject({ count: 1, mine: null });
    expect(await requestCount(session.id)).toBe(1);
    const twice = await withdraw(session.id, fan, key);
    expect(twice.status).toBe(404);
    expect(await errorOf(twice)).toBe(backingMessages.notBacked);
    // The first request is the asker's own, not a +1: it cannot be withdrawn this way.
    expect((await withdraw(session.id, asker, key)).status).toBe(404);
    expect((await back(session.id, fan, key)).status).toBe(201);

    // Once the song is playing, the +1 is no longer waiting, and the song leaves the list.
    const asked = (await client.get('/api/sessions/live/requests')).body as {
      requests: { id: number; song_key: string }[];
    };
    const first = asked.requests.find((r) => r.song_key === key)!;
    expect((await client.post(`/api/sessions/live/${session.id}/now-playing`, { request_id: first.id })).status).toBe(
      200,
    );
    const playing = await withdraw(session.id, fan, key);
    expect(playing.status).toBe(409);
    expect(await answerOf(playing)).toEqual({ error: backingMessages.notWaiting, code: 'request_not_waiting' });
    expect((await songsOf(session.id, fan)).songs).toEqual([]);
    expect((await back(session.id, newDeviceId(), key)).status).toBe(404);
  });

  it('is accepted at a later instant than it was created, however far the clock moved in between', async () => {
    // A clock that moves 5 ms each time it is read, as a busy machine's does between two reads:
    // the manager keeps the copy with the later updated_at, so an acceptance stamped before the
    // creation would leave the +1 pending on the musician's phones (a flaky journey found it).
    let reads = 0;
    const start = Date.now();
    const ticking = await startTestApp({ clock: { now: () => new Date(start + 5 * reads++) } });
    try {
      const show = await liveShow(ticking);
      const asker = newDeviceId();
      const asked = await fanRequest(
        ticking,
        show.session.id,
        { song_title: 'Wonderwall', artist_name: 'Oasis' },
        {
          deviceId: asker,
        },
      );
      const { request: first } = (await asked.json()) as { request: { id: number } };
      expect((await show.client.put(`/api/requests/${first.id}/status`, { status: 'accepted' })).status).toBe(200);
      const res = await fetch(`${ticking.url}/api/sessions/${show.session.id}/backings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...cookie(newDeviceId()) },
        body: JSON.stringify({ song_key: 'wonderwall|oasis' }),
      });
      expect(res.status).toBe(201);
      const { request } = (await res.json()) as { request: { id: number; status: string } };
      expect(request.status).toBe('accepted');
      const row = await ticking.ctx.db
        .selectFrom('song_requests')
        .select(['created_at', 'updated_at', 'accepted_at'])
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.updated_at)).toBeGreaterThan(Date.parse(row.created_at));
      expect(row.accepted_at).toBe(row.updated_at);
    } finally {
      await ticking.close();
    }
  });

  it("moves the musician's order 'by how many asked', which every fan's songs ahead follows", async () => {
    const { session, client, asker } = await showWithWonderwall();
    const other = newDeviceId();
    const id = await send(session.id, other, { song_title: 'Yellow', artist_name: 'Coldplay' });
    expect((await client.put(`/api/requests/${id}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await client.put(`/api/sessions/live/${session.id}/queue-order`, { queue_order: 'asked' })).status).toBe(
      200,
    );
    const ahead = async () =>
      (
        (await (
          await fetch(`${t.url}/api/sessions/${session.id}/my-requests`, { headers: cookie(asker) })
        ).json()) as MyRequests
      ).requests[0]!.songs_ahead;
    expect(await ahead()).toBe(0);
    // Two phones back Yellow: it is asked three times, Wonderwall once.
    for (let i = 0; i < 2; i++) expect((await back(session.id, newDeviceId(), 'yellow|coldplay')).status).toBe(201);
    expect(await ahead()).toBe(1);
  });

  it('obeys the phone’s limit, refuses bad input and a paused or ended show, changing nothing', async () => {
    const { session, client, key } = await showWithWonderwall();
    const busy = newDeviceId();
    for (let i = 0; i < 3; i++) await send(session.id, busy, { song_title: `Mine ${i}` });
    const before = await requestCount(session.id);
    const limited = await back(session.id, busy, key);
    expect(limited.status).toBe(429);
    expect(await errorOf(limited)).toBe(requestMessages.tooManyFromDevice);

    const fan = newDeviceId();
    expect((await back(session.id, fan, '')).status).toBe(400);
    expect((await back(session.id, fan, 42)).status).toBe(400);
    const unknown = await back(session.id, fan, 'never asked|nobody');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe(backingMessages.notListed);
    expect((await back(999_999, fan, key)).status).toBe(404);

    expect((await back(session.id, fan, key)).status).toBe(201);
    expect((await client.post(`/api/sessions/live/${session.id}/pause`)).status).toBe(200);
    const paused = await back(session.id, newDeviceId(), key);
    expect(paused.status).toBe(409);
    expect(((await paused.clone().json()) as { code: string }).code).toBe('requests_paused');
    expect(await errorOf(paused)).toBe(sessionPausedMessage);
    expect((await withdraw(session.id, fan, key)).status).toBe(409);
    expect((await client.post(`/api/sessions/live/${session.id}/resume`)).status).toBe(200);
    expect((await client.post(`/api/sessions/live/${session.id}/end`)).status).toBe(200);
    const ended = await back(session.id, newDeviceId(), key);
    expect(ended.status).toBe(404);
    expect(((await ended.clone().json()) as { code: string }).code).toBe('session_not_live');
    expect(await errorOf(ended)).toBe(requestMessages.sessionNotActive);
    expect(await requestCount(session.id)).toBe(before + 1);
  });
});

describe('+1s at once', () => {
  it('100 phones backing one song at once each get exactly one, and the count is exact', heavyTest, async () => {
    const { session, key } = await showWithWonderwall();
    const phones = Array.from({ length: 100 }, () => newDeviceId());
    const results = await Promise.all(phones.map((phone) => back(session.id, phone, key)));
    expect(results.map((r) => r.status)).toEqual(phones.map(() => 201));
    // Each phone again, twice at once: all refused.
    const again = await Promise.all(
      [...phones.slice(0, 20), ...phones.slice(0, 20)].map((p) => back(session.id, p, key)),
    );
    expect(again.every((r) => r.status === 409)).toBe(true);
    expect((await songsOf(session.id)).songs[0]!.count).toBe(101);
    expect(await requestCount(session.id)).toBe(101);
    const backings = await t.ctx.db
      .selectFrom('song_backings')
      .select('device_id')
      .where('session_id', '=', session.id)
      .execute();
    expect(new Set(backings.map((b) => b.device_id))).toEqual(new Set(phones));
  });

  it('a phone racing its own +1 and its withdrawal ends with one request or none, matching its backing', async () => {
    const { session, key } = await showWithWonderwall();
    const phone = newDeviceId();
    const calls = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? back(session.id, phone, key) : withdraw(session.id, phone, key),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    const backed = statuses.filter((s, i) => i % 2 === 0 && s === 201).length;
    const withdrawn = statuses.filter((s, i) => i % 2 === 1 && s === 200).length;
    expect(statuses.every((s) => [200, 201, 404, 409].includes(s))).toBe(true);
    const own = await t.ctx.db
      .selectFrom('song_requests')
      .select('id')
      .where('session_id', '=', session.id)
      .where('device_id', '=', phone)
      .execute();
    const backings = await t.ctx.db
      .selectFrom('song_backings')
      .select('request_id')
      .where('device_id', '=', phone)
      .execute();
    expect(own.length).toBe(backed - withdrawn);
    expect(own.length).toBeLessThanOrEqual(1);
    expect(backings.map((b) => b.request_id)).toEqual(own.map((r) => r.id));
    expect((await songsOf(session.id, phone)).songs[0]).toMatchObject({
      count: 1 + own.length,
      mine: own.length ? 'backed' : null,
    });
  });
});

describe("the fan page's stream", () => {
  it('carries tonight’s songs and moves the counts on every phone, with nothing of any fan in its bytes', async () => {
    const { session, key, asker } = await showWithWonderwall();
    const phones = [newDeviceId(), newDeviceId(), newDeviceId()];
    const streams = await Promise.all(
      phones.map((phone) => openStream(`${t.url}/api/sessions/active/stream?songs=${session.id}`, cookie(phone))),
    );
    const countOn = (stream: (typeof streams)[number], count: number) =>
      stream.until((events) =>
        events.some((e) => e.type === 'show-songs' && (e.data as ShowSongs).songs[0]?.count === count),
      );
    await Promise.all(streams.map((stream) => countOn(stream, 1)));
    for (const [i, phone] of phones.entries()) {
      expect((await back(session.id, phone, key)).status).toBe(201);
      await Promise.all(streams.map((stream) => countOn(stream, 2 + i)));
    }
    expect((await withdraw(session.id, phones[0]!, key)).status).toBe(200);
    await Promise.all(streams.map((stream) => countOn(stream, 3)));
    const last = streams[1]!.received.filter((e) => e.type === 'show-songs').at(-1)!.data as ShowSongs;
    expect(last.songs[0]!.mine).toBe('backed');
    const bytes = JSON.stringify(streams.map((stream) => stream.received));
    for (const secret of ['Private Person', 'private message', asker, ...phones, 'device'])
      expect(bytes).not.toContain(secret);
  });
});

describe('+1s from one network address', () => {
  // A venue's Wi-Fi: every phone behind one address, with a small ceiling to see where it bites.
  let venue: TestApp;
  beforeAll(async () => {
    venue = await startTestApp({ env: { FAN_REQUEST_LIMIT_PER_IP: '5' }, database: t.database });
  });
  afterAll(async () => {
    await venue.close();
  });

  it('count towards the address’s limit exactly, however many phones back at once', async () => {
    const { session, key } = await showWithWonderwall();
    // The first request came from this address too: four +1s are left of its five.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        fetch(`${venue.url}/api/sessions/${session.id}/backings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...cookie(newDeviceId()) },
          body: JSON.stringify({ song_key: key }),
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(4);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 429)).toBe(true);
    expect(await errorOf(refused[0]!)).toBe(requestMessages.tooManyFromNetwork);
    expect(await requestCount(session.id)).toBe(5);
  });
});
