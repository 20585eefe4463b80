import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, newDeviceId } from '../../../../test/live-show';
import { signedInMusician } from '../../../../test/musician-client';
import type { NightState } from '../../../shared/live/night';
import { inSetNote } from '../../../shared/live/night-plan';
import type { ScreenState } from '../../../shared/live/screen';
import type { ShowReport } from '../../../shared/live/show-history';
import type { ShowSongs } from '../../../shared/requests/backing';
import type { Setlist, SetlistItemBody } from '../../../shared/setlists/schemas';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const LONG = `Supercalifragilistic${'expialidocious'.repeat(12)}🎸🔥`;
const song = (title: string, artist?: string): SetlistItemBody => ({ title, artist: artist ?? null });

/** A musician with a two-set setlist, live with it (or without, `withSet: false`). */
async function nightShow({ withSet = true }: { withSet?: boolean } = {}) {
  const { client, m } = await signedInMusician(t, { profile: { bio: 'Covers', music_styles: ['Pop'] } });
  const created = (await client.post('/api/musicians/setlists', { name: 'Friday 🍺' })).body.setlist as Setlist;
  const saved = await client.put(`/api/musicians/setlists/${created.id}`, {
    version: created.version,
    name: 'Friday 🍺',
    sets: [
      { name: 'Set 1', items: [song('Mr Brightside', 'The Killers'), song('Yellow', 'Coldplay'), song(LONG)] },
      { name: 'Set 2', items: [song('Valerie', 'Amy Winehouse'), song('Dancing Queen', 'ABBA')] },
    ],
  });
  expect(saved.status).toBe(200);
  const setlist = saved.body.setlist as Setlist;
  const live = await client.post('/api/sessions/live', {
    venue_name: 'The Crown',
    ...(withSet ? { setlist_id: setlist.id } : {}),
  });
  expect(live.status).toBe(201);
  const session = live.body.session as { id: number };
  const profile = (await client.get('/api/musicians/profile')).body as { qr_code_id: string };
  return { client, m, setlist, session, qr: profile.qr_code_id };
}
type Night = Awaited<ReturnType<typeof nightShow>>;

async function send(show: Night, body: object) {
  const res = await fanRequest(t, show.session.id, body, { deviceId: newDeviceId() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

async function nightOf(show: Night) {
  const res = await show.client.get(`/api/sessions/live/${show.session.id}/night`);
  expect(res.status).toBe(200);
  return res.body as NightState;
}

const titleOf = (night: NightState, id: number | null) => night.items.find((item) => item.id === id)?.title ?? null;
const itemId = (night: NightState, title: string) => night.items.find((item) => item.title === title)!.id;

async function comingUp(show: Night) {
  const songs = (await t.client().get(`/api/sessions/${show.session.id}/songs`)).body as ShowSongs;
  const screen = (await t.client().get(`/api/screen/${show.qr}`)).body as ScreenState;
  // The fans' page and the room's screen always say the same.
  expect(screen.show?.coming_up ?? null).toEqual(songs.coming_up);
  return songs.coming_up?.map((next) => next.title) ?? null;
}

const tap = (show: Night, path: string, body?: object) =>
  show.client.post(`/api/sessions/live/${show.session.id}${path}`, body);

describe('the night on stage: a setlist as the spine, requests slotted in, a played list kept', () => {
  it('plays a two-set night with a request slotted in, a skip and an undo; fans, screen, summary and CSV follow', async () => {
    const show = await nightShow();
    let night = await nightOf(show);
    expect(night.setlist_name).toBe('Friday 🍺');
    expect(night.items.map((item) => [item.set_name, item.title, item.state])).toEqual([
      ['Set 1', 'Mr Brightside', 'upcoming'],
      ['Set 1', 'Yellow', 'upcoming'],
      ['Set 1', LONG, 'upcoming'],
      ['Set 2', 'Valerie', 'upcoming'],
      ['Set 2', 'Dancing Queen', 'upcoming'],
    ]);
    // Nothing of the set is public until the musician says so.
    expect(await comingUp(show)).toBeNull();
    expect(
      (await show.client.put(`/api/sessions/live/${show.session.id}/coming-up`, { coming_up_public: true })).status,
    ).toBe(200);
    expect(await comingUp(show)).toEqual(['Mr Brightside', 'Yellow', LONG]);

    const valerie = await send(show, { song_title: 'valerie' });
    const creep = await send(show, { song_title: 'Creep', artist_name: 'Radiohead' });
    const requests = new Map([
      [valerie, { id: valerie, status: 'pending' }],
      [creep, { id: creep, status: 'pending' }],
    ]);
    // A request for a song of tonight's set says where it comes; one that is not, nothing.
    expect(inSetNote({ id: valerie, title: 'valerie', artist: null }, null, night.items, requests)).toBe(
      `In the set — coming up after ${LONG}`,
    );
    expect(inSetNote({ id: creep, title: 'Creep', artist: 'Radiohead' }, null, night.items, requests)).toBeNull();

    expect((await tap(show, '/next')).status).toBe(200);
    night = await nightOf(show);
    expect(titleOf(night, night.now_playing_item_id)).toBe('Mr Brightside');
    expect(await comingUp(show)).toEqual(['Yellow', LONG, 'Valerie']);

    // Creep goes in right after the song playing; it is accepted on the way.
    const slotted = await tap(show, '/night/play-next', { request_id: creep });
    expect(slotted.status).toBe(200);
    night = slotted.body.night as NightState;
    expect(night.items.map((item) => item.title).slice(0, 3)).toEqual(['Mr Brightside', 'Creep', 'Yellow']);
    expect(night.items[1]).toMatchObject({ request_id: creep, set_name: 'Set 1', state: 'upcoming' });
    expect(await comingUp(show)).toEqual(['Creep', 'Yellow', LONG]);

    expect((await tap(show, '/next')).status).toBe(200); // Mr Brightside played, Creep starts
    const session = ((await tap(show, '/next')).body as { session: { now_playing_id: number | null } }).session;
    night = await nightOf(show);
    expect(titleOf(night, night.now_playing_item_id)).toBe('Yellow');
    expect(session.now_playing_id).toBeNull();
    expect((await tap(show, `/night/items/${itemId(night, LONG)}/skip`)).status).toBe(200);
    expect(await comingUp(show)).toEqual(['Valerie', 'Dancing Queen']);

    // The fan who asked for Valerie is played with the set's Valerie, once.
    expect((await show.client.put(`/api/requests/${valerie}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await tap(show, '/next')).status).toBe(200); // Yellow played, Valerie starts
    const playingValerie = await tap(show, '/next'); // Valerie played, Dancing Queen starts
    expect(playingValerie.status).toBe(200);
    // A slip of the thumb: Undo puts Valerie back on, and the fan's request back to accepted.
    const undone = await tap(show, '/undo');
    expect(undone.status).toBe(200);
    night = await nightOf(show);
    expect(titleOf(night, night.now_playing_item_id)).toBe('Valerie');
    expect(night.played.map((played) => played.title)).toEqual(['Mr Brightside', 'Creep', 'Yellow']);
    expect((undone.body as { session: { now_playing_id: number | null } }).session.now_playing_id).toBe(valerie);
    expect((await tap(show, '/next')).status).toBe(200);
    expect((await tap(show, '/next')).status).toBe(200); // Dancing Queen played: the night is over
    const nothing = await tap(show, '/next');
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('nothing_up_next');

    night = await nightOf(show);
    expect(night.items.map((item) => [item.title, item.state])).toEqual([
      ['Mr Brightside', 'played'],
      ['Creep', 'played'],
      ['Yellow', 'played'],
      [LONG, 'skipped'],
      ['Valerie', 'played'],
      ['Dancing Queen', 'played'],
    ]);
    const played = night.played.map(({ position, kind, title, requests: asked }) => [position, kind, title, asked]);
    expect(played).toEqual([
      [1, 'set', 'Mr Brightside', 0],
      [2, 'request', 'Creep', 1],
      [3, 'set', 'Yellow', 0],
      [4, 'set', 'Valerie', 1],
      [5, 'set', 'Dancing Queen', 0],
    ]);
    const queue = (await show.client.get('/api/sessions/live/requests')).body as {
      requests: { id: number; status: string }[];
    };
    expect(queue.requests.map((request) => [request.id, request.status])).toEqual(
      expect.arrayContaining([
        [valerie, 'played'],
        [creep, 'played'],
      ]),
    );

    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    expect(await comingUp(show)).toBeNull();
    const report = (await show.client.get(`/api/sessions/history/${show.session.id}`)).body as ShowReport;
    expect(report.played).toEqual(night.played);
    const csv = await show.client.get(`/api/sessions/history/${show.session.id}/requests.csv`);
    const tail = csv.text.trim().split(/\r?\n/).slice(-7);
    expect(tail[0]).toBe('Played list');
    expect(tail.slice(2).map((line) => line.split(',').slice(2, 6).join(','))).toEqual([
      'Mr Brightside,The Killers,Set,0',
      'Creep,Radiohead,Request,1',
      'Yellow,Coldplay,Set,0',
      'Valerie,Amy Winehouse,Set,1',
      'Dancing Queen,ABBA,Set,0',
    ]);
  });

  it('keeps the show’s copy when the setlist is edited or deleted during the show', async () => {
    const show = await nightShow();
    const before = await nightOf(show);
    const fresh = (await show.client.get(`/api/musicians/setlists/${show.setlist.id}`)).body.setlist as Setlist;
    const edited = await show.client.put(`/api/musicians/setlists/${show.setlist.id}`, {
      version: fresh.version,
      name: 'Renamed',
      sets: [{ name: 'Only', items: [song('Something else')] }],
    });
    expect(edited.status).toBe(200);
    expect(await nightOf(show)).toEqual(before);
    expect((await show.client.delete(`/api/musicians/setlists/${show.setlist.id}`)).status).toBe(200);
    expect(await nightOf(show)).toEqual(before);
  });

  it('answers bad taps with a clear 4xx and changes nothing', async () => {
    const bare = await nightShow({ withSet: false });
    const lonely = await send(bare, { song_title: 'Creep' });
    const noSet = await tap(bare, '/night/play-next', { request_id: lonely });
    expect([noSet.status, noSet.body.code]).toEqual([409, 'night_no_set']);
    expect((await nightOf(bare)).items).toEqual([]);

    // A setlist chosen after going live: once, and only the act's own.
    const stranger = await signedInMusician(t);
    const theirs = (await stranger.client.post('/api/musicians/setlists', { name: 'Theirs' })).body.setlist as Setlist;
    expect((await tap(bare, '/night/start', { setlist_id: theirs.id })).status).toBe(404);
    const started = await tap(bare, '/night/start', { setlist_id: bare.setlist.id });
    expect(started.status).toBe(200);
    expect((started.body.night as NightState).items).toHaveLength(5);
    const again = await tap(bare, '/night/start', { setlist_id: bare.setlist.id });
    expect([again.status, again.body.code]).toEqual([409, 'night_underway']);
    // Someone else's show is not theirs to read or tap.
    expect((await stranger.client.get(`/api/sessions/live/${bare.session.id}/night`)).status).toBe(403);
    expect((await stranger.client.post(`/api/sessions/live/${bare.session.id}/next`)).status).toBe(403);

    const night = await nightOf(bare);
    const first = night.items[0]!.id;
    for (const body of [{}, { request_id: lonely, item_id: first }, { request_id: 'x' }, { request_id: -1 }]) {
      const res = await tap(bare, '/night/play-next', body);
      expect([res.status, res.body.code]).toEqual([400, 'validation_failed']);
    }
    const unslotSet = await tap(bare, `/night/items/${first}/unslot`);
    expect([unslotSet.status, unslotSet.body.code]).toEqual([409, 'request_not_slottable']);
    expect((await tap(bare, '/night/items/999999/skip')).status).toBe(404);
    expect((await tap(bare, '/night/slot', { request_id: lonely, after_item_id: 999999 })).status).toBe(404);

    expect((await tap(bare, `/night/items/${first}/skip`)).status).toBe(200);
    const skipTwice = await tap(bare, `/night/items/${first}/skip`);
    expect([skipTwice.status, skipTwice.body.code]).toEqual([409, 'night_item_done']);
    const afterSkipped = await tap(bare, '/night/slot', { request_id: lonely, after_item_id: first });
    expect([afterSkipped.status, afterSkipped.body.code]).toEqual([409, 'night_item_done']);

    expect((await bare.client.put(`/api/requests/${lonely}/status`, { status: 'declined' })).status).toBe(200);
    const declined = await tap(bare, '/night/slot', { request_id: lonely, after_item_id: night.items[1]!.id });
    expect([declined.status, declined.body.code]).toEqual([409, 'request_not_slottable']);
    const unchanged = await nightOf(bare);
    expect(unchanged.items.map((item) => [item.title, item.state])).toEqual(
      night.items.map((item) => [item.title, item.id === first ? 'skipped' : 'upcoming']),
    );

    // A request slotted once cannot be slotted twice; taken out, it waits in Up Next again.
    const again2 = await send(bare, { song_title: 'Wonderwall', artist_name: 'Oasis' });
    const placed = await tap(bare, '/night/slot', { request_id: again2, after_item_id: night.items[2]!.id });
    expect(placed.status).toBe(200);
    const twice = await tap(bare, '/night/slot', { request_id: again2, after_item_id: night.items[3]!.id });
    expect([twice.status, twice.body.code]).toEqual([409, 'request_not_slottable']);
    const slot = (placed.body.night as NightState).items.find((item) => item.request_id === again2)!;
    const out = await tap(bare, `/night/items/${slot.id}/unslot`);
    expect(out.status).toBe(200);
    expect((out.body.night as NightState).items.some((item) => item.request_id === again2)).toBe(false);
    expect((await tap(bare, '/undo')).status).toBe(200);
    expect((await nightOf(bare)).items.find((item) => item.request_id === again2)?.id).toBe(slot.id);

    expect((await bare.client.post(`/api/sessions/live/${bare.session.id}/end`)).status).toBe(200);
    const ended = await tap(bare, `/night/items/${night.items[1]!.id}/skip`);
    expect([ended.status, ended.body.code]).toEqual([409, 'session_ended']);
    const endedSwitch = await bare.client.put(`/api/sessions/live/${bare.session.id}/coming-up`, {
      coming_up_public: true,
    });
    expect([endedSwitch.status, endedSwitch.body.code]).toEqual([409, 'session_ended']);
  });

  it('goes live with a 500-song setlist of long titles and emoji, and slots a request before its last song', async () => {
    const { client } = await signedInMusician(t, { profile: { bio: 'Covers', music_styles: ['Pop'] } });
    const created = (await client.post('/api/musicians/setlists', { name: `${LONG}`.slice(0, 100) })).body
      .setlist as Setlist;
    const many = Array.from({ length: 500 }, (_, i) => song(`${i + 1} ${LONG}`.slice(0, 200), '🎤'.repeat(50)));
    const saved = await client.put(`/api/musicians/setlists/${created.id}`, {
      version: created.version,
      name: created.name,
      sets: [
        { name: 'Set 1 🎶', items: many.slice(0, 250) },
        { name: 'Set 2 🎶', items: many.slice(250) },
      ],
    });
    expect(saved.status).toBe(200);
    const live = await client.post('/api/sessions/live', { venue_name: 'The Long Room', setlist_id: created.id });
    expect(live.status).toBe(201);
    const show = {
      client,
      m: undefined as never,
      setlist: created,
      session: live.body.session as { id: number },
      qr: '',
    };
    const night = await nightOf(show);
    expect(night.items).toHaveLength(500);
    expect(night.items.map((item) => item.title)).toEqual(many.map((item) => item.title));
    const request = await send(show, { song_title: LONG.slice(0, 100), artist_name: '🎸' });
    const last = night.items[499]!;
    const slotted = await tap(show, '/night/slot', { request_id: request, after_item_id: night.items[498]!.id });
    expect(slotted.status).toBe(200);
    const items = (slotted.body.night as NightState).items;
    expect(items).toHaveLength(501);
    expect(items.slice(-2).map((item) => item.id)).toEqual([items[499]!.id, last.id]);
    expect(items[499]).toMatchObject({ request_id: request, set_name: 'Set 2 🎶' });
  });

  it('slots a dozen requests after one song, each right after it, and Undo takes the last back', async () => {
    const show = await nightShow();
    const first = (await nightOf(show)).items[0]!;
    const ids: number[] = [];
    // Each lands right after the first song: the room between two positions runs out and they are renumbered.
    for (let i = 0; i < 12; i++) {
      const id = await send(show, { song_title: `Request ${i}` });
      expect((await tap(show, '/night/slot', { request_id: id, after_item_id: first.id })).status).toBe(200);
      ids.push(id);
    }
    const order = (night: NightState) => night.items.map((item) => item.request_id ?? item.title);
    const expected = ['Mr Brightside', ...[...ids].reverse(), 'Yellow', LONG, 'Valerie', 'Dancing Queen'];
    expect(order(await nightOf(show))).toEqual(expected);
    expect((await tap(show, '/undo')).status).toBe(200);
    expect(order(await nightOf(show))).toEqual(expected.filter((entry) => entry !== ids[11]));
  });

  it('moves a song of the set up to next, and plays any song of the night now', async () => {
    const show = await nightShow();
    const night = await nightOf(show);
    const moved = await tap(show, '/night/play-next', { item_id: itemId(night, 'Dancing Queen') });
    expect(moved.status).toBe(200);
    expect((moved.body.night as NightState).items.map((item) => item.title)).toEqual([
      'Dancing Queen',
      'Mr Brightside',
      'Yellow',
      LONG,
      'Valerie',
    ]);
    const now = await tap(show, `/night/items/${itemId(night, 'Valerie')}/play`);
    expect(now.status).toBe(200);
    expect(titleOf(now.body.night as NightState, (now.body.night as NightState).now_playing_item_id)).toBe('Valerie');
    const playingTwice = await tap(show, '/night/play-next', { item_id: itemId(night, 'Valerie') });
    expect([playingTwice.status, playingTwice.body.code]).toEqual([409, 'night_item_done']);
    expect((await tap(show, '/undo')).status).toBe(200);
    expect((await nightOf(show)).now_playing_item_id).toBeNull();
  });

  it('keeps a played list for a show without a setlist too, and Undo takes its line back', async () => {
    const show = await nightShow({ withSet: false });
    const a = await send(show, { song_title: 'Wonderwall', artist_name: 'Oasis' });
    const b = await send(show, { song_title: 'wonderwall' });
    const bulk = await show.client.post(`/api/sessions/live/${show.session.id}/requests/status`, {
      request_ids: [a, b],
      status: 'played',
    });
    expect(bulk.status).toBe(200);
    expect((await nightOf(show)).played.map(({ kind, title, requests }) => [kind, title, requests])).toEqual([
      ['request', 'Wonderwall', 2],
    ]);
    expect((await tap(show, '/undo')).status).toBe(200);
    expect((await nightOf(show)).played).toEqual([]);
  });
});

describe('the night under concurrent taps', () => {
  it('ten devices tapping Next at once move the night one song each, in order, with no song played twice', async () => {
    const show = await nightShow();
    const taps = await Promise.all(Array.from({ length: 10 }, () => tap(show, '/next')));
    // Five songs: five starts/plays move the night, the sixth plays the last; the rest find nothing.
    expect(taps.filter((res) => res.status === 200)).toHaveLength(6);
    expect(taps.filter((res) => res.status === 409).every((res) => res.body.code === 'nothing_up_next')).toBe(true);
    const night = await nightOf(show);
    expect(night.items.every((item) => item.state === 'played')).toBe(true);
    expect(night.played.map((played) => [played.position, played.title])).toEqual([
      [1, 'Mr Brightside'],
      [2, 'Yellow'],
      [3, LONG],
      [4, 'Valerie'],
      [5, 'Dancing Queen'],
    ]);
  });

  it('eight devices slotting the same request at once: one place in the night, seven told', async () => {
    const show = await nightShow();
    const creep = await send(show, { song_title: 'Creep', artist_name: 'Radiohead' });
    const night = await nightOf(show);
    const taps = await Promise.all(
      night.items
        .slice(0, 4)
        .flatMap((item) => [
          tap(show, '/night/slot', { request_id: creep, after_item_id: item.id }),
          tap(show, '/night/play-next', { request_id: creep }),
        ]),
    );
    expect(taps.filter((res) => res.status === 200)).toHaveLength(1);
    expect(taps.filter((res) => res.status === 409 && res.body.code === 'request_not_slottable')).toHaveLength(7);
    expect((await nightOf(show)).items.filter((item) => item.request_id === creep)).toHaveLength(1);
  });
});

describe('published played lists', () => {
  it('are off by default; when the act publishes, its artist page lists its latest shows’ played songs', async () => {
    const show = await nightShow();
    await tap(show, '/next');
    await tap(show, '/next');
    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    const publicRead = () => t.client().get(`/api/musicians/${show.qr}/played`);
    expect((await publicRead()).body).toEqual({ shows: [] });
    expect((await show.client.get('/api/musicians/played-list')).body).toEqual({ publish_played_list: false });
    for (const body of [{}, { publish_played_list: 'yes' }]) {
      expect((await show.client.put('/api/musicians/played-list', body)).status).toBe(400);
    }
    expect((await show.client.put('/api/musicians/played-list', { publish_played_list: true })).status).toBe(200);
    const published = (await publicRead()).body as { shows: { venue_name: string; played: { title: string }[] }[] };
    expect(published.shows).toHaveLength(1);
    expect(published.shows[0]!.venue_name).toBe('The Crown');
    expect(published.shows[0]!.played.map((played) => played.title)).toEqual(['Mr Brightside']);
    expect((await t.client().get('/api/musicians/no-such-act/played')).status).toBe(404);
  });
});
