import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { openStream } from '../../../../test/sse-client';
import type { LiveSession, QueuedRequest } from '../../../shared/live';
import type { MyRequests } from '../../../shared/requests/my-requests';
import type { ScreenState } from '../../../shared/live/screen';
import type { ShowReport } from '../../../shared/live/show-history';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Show = Awaited<ReturnType<typeof liveShow>>;

async function send(show: Show, body: object, deviceId = newDeviceId()) {
  const res = await fanRequest(t, show.session.id, body, { deviceId });
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

async function queue(show: Show) {
  const res = await show.client.get('/api/sessions/live/requests');
  expect(res.status).toBe(200);
  return res.body as { session: LiveSession; requests: QueuedRequest[] };
}

const accept = (show: Show, id: number) => show.client.put(`/api/requests/${id}/status`, { status: 'accepted' });

describe('one song, one row: song_key', () => {
  it('folds case, accents, punctuation and a missing artist into one song everywhere a show groups requests', async () => {
    const show = await liveShow(t);
    const ids = [
      await send(show, { song_title: 'Wonderwall', artist_name: 'Oasis' }),
      await send(show, { song_title: 'wonderwall' }),
      await send(show, { song_title: '  WONDERWALL!! ', artist_name: 'oasis' }),
      await send(show, { song_title: 'Café del Mar', artist_name: 'Energy 52' }),
      await send(show, { song_title: 'cafe del mar', artist_name: 'ENERGY 52' }),
      await send(show, { song_title: 'Don’t Stop Me Now', artist_name: 'Queen' }),
      await send(show, { song_title: 'Dont stop me now' }),
      // Two artists sang 'Hello': a request without an artist cannot say which, so it stays apart.
      await send(show, { song_title: 'Hello', artist_name: 'Adele' }),
      await send(show, { song_title: 'Hello', artist_name: 'Lionel Richie' }),
      await send(show, { song_title: 'hello' }),
      await send(show, { song_title: '🎸🔥' }),
      await send(show, { song_title: '🎺' }),
    ];
    const { requests } = await queue(show);
    const key = (id: number) => requests.find((request) => request.id === id)!.song_key;
    expect(new Set(ids.slice(0, 3).map(key)).size).toBe(1);
    expect(key(ids[3]!)).toBe(key(ids[4]!));
    expect(key(ids[5]!)).toBe(key(ids[6]!));
    expect(new Set([key(ids[7]!), key(ids[8]!), key(ids[9]!)]).size).toBe(3);
    expect(key(ids[10]!)).not.toBe(key(ids[11]!));
    expect(key(ids[0]!)).toBe('wonderwall|oasis');

    const report = (await show.client.get(`/api/sessions/history/${show.session.id}`)).body as ShowReport;
    expect(report.summary.total_requests).toBe(12);
    expect(report.summary.top_songs[0]).toEqual({ song_title: 'Wonderwall', artist_name: 'Oasis', requests: 3 });
    expect(report.summary.top_songs.find((song) => song.song_title.startsWith('Caf'))?.requests).toBe(2);
    expect(report.requests.map((request) => request.song_key)).toEqual(ids.map(key));

    const csv = await show.client.get(`/api/sessions/history/${show.session.id}/requests.csv`);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toContain('Times asked');
    expect(lines.filter((line) => /wonderwall/i.test(line)).every((line) => line.trimEnd().endsWith(',3'))).toBe(true);
  });
});

describe("the stage: now playing, next, the show's order and undo", () => {
  it('plays a set: start, played and next, undo, reorder by tip; every device and the fans follow', async () => {
    const show = await liveShow(t);
    const fan = newDeviceId();
    const a = await send(show, { song_title: 'Yellow', artist_name: 'Coldplay' });
    const b = await send(show, { song_title: 'Hey Jude', artist_name: 'The Beatles' }, fan);
    const c = await send(show, { song_title: 'Creep', artist_name: 'Radiohead' });
    for (const id of [a, b, c]) expect((await accept(show, id)).status).toBe(200);
    await t.ctx.db.updateTable('song_requests').set({ tip_amount: 900 }).where('id', '=', c).execute();

    const fanStream = await openStream(`${t.url}/api/sessions/${show.session.id}/my-requests/stream`, {
      cookie: `sc_device=${fan}`,
    });
    const aheadOfFan = (events: readonly { type: string; data: unknown }[]) =>
      (events.filter((e) => e.type === 'my-requests').at(-1)?.data as MyRequests | undefined)?.requests[0];
    await fanStream.until((events) => aheadOfFan(events)?.songs_ahead === 1);
    const devices = await show.queueStream();
    await devices.next('snapshot');

    const base = `/api/sessions/live/${show.session.id}`;
    const started = await show.client.post(`${base}/now-playing`, { request_id: a });
    expect(started.status).toBe(200);
    expect((started.body.session as LiveSession).now_playing_id).toBe(a);
    expect((started.body.session as LiveSession).undo_label).toBe('Started Yellow');
    const stageEvent = await devices.next('session.stage');
    expect(stageEvent.data).toMatchObject({ id: show.session.id, now_playing_id: a, queue_order: 'premium' });
    await fanStream.until((events) => aheadOfFan(events)?.songs_ahead === 0);

    const next = await show.client.post(`${base}/next`);
    expect(next.status).toBe(200);
    expect((next.body.session as LiveSession).now_playing_id).toBe(b);
    let current = await queue(show);
    expect(current.requests.find((request) => request.id === a)?.status).toBe('played');
    await fanStream.until((events) => aheadOfFan(events)?.is_playing === true);

    const undo = await show.client.post(`${base}/undo`);
    expect(undo.status).toBe(200);
    expect((undo.body.session as LiveSession).now_playing_id).toBe(a);
    expect((undo.body.session as LiveSession).undo_label).toBeNull();
    current = await queue(show);
    expect(current.requests.find((request) => request.id === a)?.status).toBe('accepted');
    const nothing = await show.client.post(`${base}/undo`);
    expect([nothing.status, nothing.body.code]).toEqual([409, 'nothing_to_undo']);

    const byTip = await show.client.put(`${base}/queue-order`, { queue_order: 'tip' });
    expect(byTip.status).toBe(200);
    expect((await queue(show)).session.queue_order).toBe('tip');
    // Creep's £9 tip goes ahead of Hey Jude: the fan now has one song ahead again.
    await fanStream.until(
      (events) => aheadOfFan(events)?.songs_ahead === 1 && aheadOfFan(events)?.is_playing === false,
    );
    expect((await show.client.post(`${base}/next`)).body.session.now_playing_id).toBe(c);

    fanStream.close();
    devices.close();
  });

  it('refuses bad input and other musicians, and changes nothing', async () => {
    const show = await liveShow(t);
    const other = await liveShow(t);
    const id = await send(show, { song_title: 'Yellow' });
    const base = `/api/sessions/live/${show.session.id}`;
    expect((await show.client.put(`${base}/queue-order`, { queue_order: 'loudest' })).status).toBe(400);
    expect((await show.client.post(`${base}/now-playing`, { request_id: 'x' })).status).toBe(400);
    expect((await show.client.post(`${base}/now-playing`, { request_id: 987_654 })).status).toBe(404);
    const next = await show.client.post(`${base}/next`);
    expect([next.status, next.body.code]).toEqual([409, 'nothing_up_next']);
    expect((await show.client.post(`${base}/undo`)).status).toBe(409);
    expect((await other.client.post(`${base}/now-playing`, { request_id: id })).status).toBe(403);
    const after = await queue(show);
    expect(after.session).toMatchObject({ queue_order: 'premium', now_playing_id: null, undo_label: null });
    expect(after.requests[0]!.status).toBe('pending');
  });

  it('keeps one now-playing under many concurrent taps from every device', async () => {
    const show = await liveShow(t);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await send(show, { song_title: `Song ${i}` }));
    for (const id of ids) await accept(show, id);
    const base = `/api/sessions/live/${show.session.id}`;
    const answers = await Promise.all(ids.slice(0, 10).map(() => show.client.post(`${base}/next`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { requests, session } = await queue(show);
    // Ten taps: the first started a song, the next nine each played one and started the next.
    expect(requests.filter((request) => request.status === 'played')).toHaveLength(9);
    expect(session.now_playing_id).toBe(ids[9]);
  });
});

describe('undo takes back accept, decline and a whole bulk action', () => {
  const status = async (show: Show, id: number) =>
    (await queue(show)).requests.find((request) => request.id === id)!.status;

  it("a declined request comes back to the queue with one tap, and the fan's list follows", async () => {
    const show = await liveShow(t);
    const fan = newDeviceId();
    const longTitle = `${'Ü'.repeat(150)}🎻`;
    const id = await send(show, { song_title: longTitle, fan_name: 'Zoë 🎸' }, fan);
    const declined = await show.client.put(`/api/requests/${id}/status`, { status: 'declined' });
    expect(declined.status).toBe(200);
    expect((declined.body as { request: { status: string } }).request.status).toBe('declined');
    expect((await queue(show)).session.undo_label).toBe(`Declined ${longTitle}`);

    const undone = await show.client.post(`/api/sessions/live/${show.session.id}/undo`);
    expect(undone.status).toBe(200);
    expect((undone.body as { session: LiveSession }).session.undo_label).toBeNull();
    expect(await status(show, id)).toBe('pending');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${show.session.id}/my-requests`,
      headers: { cookie: `sc_device=${fan}` },
    });
    expect((mine.json() as MyRequests).requests[0]?.status).toBe('pending');

    // Accepting is undone the same way; a status it already has changes nothing and keeps Undo.
    await accept(show, id);
    expect((await accept(show, id)).status).toBe(200);
    expect((await queue(show)).session.undo_label).toBe(`Accepted ${longTitle}`);
    await show.client.post(`/api/sessions/live/${show.session.id}/undo`);
    expect(await status(show, id)).toBe('pending');
  });

  it('declines several as one action, skipping what cannot move, and Undo brings them all back', async () => {
    const show = await liveShow(t);
    const a = await send(show, { song_title: 'Galway Girl' });
    const b = await send(show, { song_title: 'Wild Rover' });
    const c = await send(show, { song_title: 'Whiskey in the Jar' });
    await accept(show, c);
    const base = `/api/sessions/live/${show.session.id}`;
    const bulk = await show.client.post(`${base}/requests/status`, { request_ids: [a, b, c], status: 'declined' });
    expect(bulk.status).toBe(200);
    const body = bulk.body as { session: LiveSession; requests: { id: number; status: string }[] };
    expect(body.requests.map((request) => [request.id, request.status]).sort()).toEqual(
      [
        [a, 'declined'],
        [b, 'declined'],
      ].sort(),
    );
    expect(body.session.undo_label).toBe('Declined 2 requests');
    expect(await status(show, c)).toBe('accepted');

    await show.client.post(`${base}/undo`);
    expect([await status(show, a), await status(show, b), await status(show, c)]).toEqual([
      'pending',
      'pending',
      'accepted',
    ]);

    // A merged row's requests move together and are named as one song.
    const again = await send(show, { song_title: 'galway girl!' });
    const merged = await show.client.post(`${base}/requests/status`, { request_ids: [a, again], status: 'accepted' });
    expect((merged.body as { session: LiveSession }).session.undo_label).toBe('Accepted Galway Girl ×2');
  });

  it('refuses a bulk action with bad input, a request of another show or nothing that can move, changing nothing', async () => {
    const show = await liveShow(t);
    const other = await liveShow(t);
    const mine = await send(show, { song_title: 'Yellow' });
    const theirs = await send(other, { song_title: 'Creep' });
    const base = `/api/sessions/live/${show.session.id}`;
    const post = (body: object) => show.client.post(`${base}/requests/status`, body);
    expect((await post({ request_ids: [], status: 'declined' })).status).toBe(400);
    expect((await post({ request_ids: [mine], status: 'gone' })).status).toBe(400);
    expect((await post({ request_ids: Array.from({ length: 201 }, (_, i) => i + 1), status: 'declined' })).status).toBe(
      400,
    );
    expect((await post({ request_ids: [mine, theirs], status: 'declined' })).status).toBe(404);
    expect(
      (await other.client.post(`${base}/requests/status`, { request_ids: [mine], status: 'declined' })).status,
    ).toBe(403);
    await show.client.put(`/api/requests/${mine}/status`, { status: 'declined' });
    await show.client.post(`${base}/undo`);
    await show.client.put(`/api/requests/${mine}/status`, { status: 'played' });
    const stuck = await post({ request_ids: [mine], status: 'declined' });
    expect([stuck.status, stuck.body.code]).toEqual([409, 'invalid_transition']);
    expect(await status(show, mine)).toBe('played');
    expect(await status(other, theirs)).toBe('pending');
    expect((await queue(show)).session.undo_label).toBe('Played Yellow');
  });
});

describe('the venue screen', () => {
  it("shows the show from public data only, never a fan's words unless switched on, over one stream", async () => {
    const show = await liveShow(t);
    const qr = show.musician.qrCodeId;
    const screen = await openStream(`${t.url}/api/screen/${qr}/stream`);
    expect(screen.status).toBe(200);
    const states = () => screen.received.filter((e) => e.type === 'screen').map((e) => e.data as ScreenState);
    await screen.until(() => states().at(-1)?.show?.id === show.session.id);

    const secretName = 'PrivateFanName🙈'.repeat(4);
    const secretMessage = 'a private message for the band 💌';
    const id = await send(show, {
      song_title: 'Wonderwall',
      artist_name: 'Oasis',
      fan_name: secretName,
      message: secretMessage,
    });
    await send(show, { song_title: 'wonderwall', fan_name: secretName, message: secretMessage });
    await send(show, { song_title: 'Unvetted Title', fan_name: secretName });
    await accept(show, id);
    await show.client.post(`/api/sessions/live/${show.session.id}/now-playing`, { request_id: id });
    await screen.until(() => states().at(-1)?.show?.now_playing?.song_title === 'Wonderwall');
    const state = states().at(-1)!;
    expect(state.show).toMatchObject({ requested_tonight: 3, up_next: [] });
    expect(state.show!.now_playing).toEqual({
      song_title: 'Wonderwall',
      artist_name: 'Oasis',
      requests: 1,
      fan_name: null,
      message: null,
    });
    const everything = JSON.stringify(screen.received);
    for (const secret of [secretName, secretMessage, 'Unvetted Title']) expect(everything).not.toContain(secret);
    const read = await fetch(`${t.url}/api/screen/${qr}`);
    expect(await read.text()).not.toContain(secretName);

    expect(
      (await show.client.put(`/api/sessions/live/${show.session.id}/screen-fans`, { screen_shows_fans: true })).status,
    ).toBe(200);
    await screen.until(() => states().at(-1)?.show?.now_playing?.fan_name === secretName);

    await show.client.post(`/api/sessions/live/${show.session.id}/end`);
    await screen.until(() => states().at(-1)?.show === null);
    expect(screen.ended).toBe(false);
    screen.close();

    // A reconnect gets the whole state at once: the calm state between shows.
    const again = await openStream(`${t.url}/api/screen/${qr}/stream`);
    expect((await again.next('screen')).data).toMatchObject({ show: null, musician: { qr_code_id: qr } });
    again.close();
    expect((await fetch(`${t.url}/api/screen/no-such-code`)).status).toBe(404);
  });
});
