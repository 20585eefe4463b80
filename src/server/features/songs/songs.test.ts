import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createLiveSession, createMusician, createSong, createSongRequest } from '../../../../test/factories';
import type { SongSuggestion, TrendingSong } from '../../../shared/songs';
import { PUBLIC_SONG_MIN_DEVICES } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const search = async (q: string) =>
  (await t.client().get<SongSuggestion[]>(`/api/songs/search?q=${encodeURIComponent(q)}`)).body;
const trending = async () => (await t.client().get<TrendingSong[]>('/api/songs/trending?timeframe=all&limit=50')).body;
const titles = (songs: { song_title: string }[]) => songs.map((song) => song.song_title);

async function liveMusician(isPublic = true) {
  const m = await createMusician(t.ctx.db, { profile: { public_profile_enabled: isPublic } });
  return createLiveSession(t.ctx.db, m.profileId);
}

/** A fan's request over HTTP, from a phone of its own (a new cookie jar is a new device). */
const fanRequests = (sessionId: number, title: string, artist?: string) =>
  t.client().post(`/api/sessions/${sessionId}/requests`, { song_title: title, artist_name: artist ?? null });

describe('public song curation', () => {
  it("one fan's typing is never suggested to other fans nor trending", async () => {
    const session = await liveMusician();
    const typed = ['<img src=x onerror=alert(1)> imgtag', 'Call me on 07700 900123 callme'];
    for (const title of typed) expect((await fanRequests(session.id, title)).status).toBe(201);
    expect(await search('img')).toEqual([]);
    expect(await search('07700')).toEqual([]);
    expect(titles(await trending())).not.toEqual(expect.arrayContaining([expect.stringContaining('imgtag')]));
    expect(titles(await trending()).some((title) => title.includes('callme'))).toBe(false);
  });

  it(`a song requested by ${PUBLIC_SONG_MIN_DEVICES} different phones becomes public; one phone asking again does not`, async () => {
    const session = await liveMusician();
    const phone = t.client();
    for (let i = 0; i < 3; i++) {
      await phone.post(`/api/sessions/${session.id}/requests`, { song_title: 'Quokka Waltz' });
    }
    for (let i = 0; i < PUBLIC_SONG_MIN_DEVICES - 2; i++) await fanRequests(session.id, 'quokka  waltz');
    expect(await search('quokka')).toEqual([]);
    await fanRequests(session.id, 'QUOKKA WALTZ');
    expect(await search('quokka')).toEqual([{ song_title: 'Quokka Waltz', artist_name: null }]);
    expect(titles(await trending())).toContain('Quokka Waltz');
  });

  it('a song a musician accepted or played is public; a curated catalogue song is public without requests', async () => {
    const session = await liveMusician();
    const accepted = await createSong(t.ctx.db, { song_title: 'Wombat Stomp' });
    const played = await createSong(t.ctx.db, { song_title: 'Wombat Reel' });
    const pending = await createSong(t.ctx.db, { song_title: 'Wombat Secret' });
    await createSong(t.ctx.db, { song_title: 'Wombat Classic', is_curated: 1 });
    await createSongRequest(t.ctx.db, session, {
      song_id: accepted.id,
      song_title: 'Wombat Stomp',
      status: 'accepted',
    });
    await createSongRequest(t.ctx.db, session, { song_id: played.id, song_title: 'Wombat Reel', status: 'played' });
    await createSongRequest(t.ctx.db, session, { song_id: pending.id, song_title: 'Wombat Secret' });
    const declined = await createSong(t.ctx.db, { song_title: 'Wombat Nope' });
    await createSongRequest(t.ctx.db, session, { song_id: declined.id, song_title: 'Wombat Nope', status: 'declined' });
    expect(titles(await search('wombat')).sort()).toEqual(['Wombat Classic', 'Wombat Reel', 'Wombat Stomp']);
    expect(
      titles(await trending())
        .filter((title) => title.startsWith('Wombat'))
        .sort(),
    ).toEqual(['Wombat Reel', 'Wombat Stomp']);
  });

  it('requests to private profiles count nowhere in public, even played ones', async () => {
    const open = await liveMusician(true);
    const hidden = await liveMusician(false);
    const song = await createSong(t.ctx.db, { song_title: 'Narwhal Nocturne', is_curated: 1 });
    const secret = await createSong(t.ctx.db, { song_title: 'Narwhal Private' });
    await createSongRequest(t.ctx.db, open, { song_id: song.id, song_title: song.song_title, tip_amount: 200 });
    for (let i = 0; i < 4; i++) {
      await createSongRequest(t.ctx.db, hidden, { song_id: song.id, song_title: song.song_title, tip_amount: 900 });
      await createSongRequest(t.ctx.db, hidden, {
        song_id: secret.id,
        song_title: secret.song_title,
        status: 'played',
        device_id: `private-device-${i}`,
      });
    }
    const rows = (await trending()).filter((row) => row.song_title.startsWith('Narwhal'));
    expect(rows).toEqual([
      expect.objectContaining({
        song_title: 'Narwhal Nocturne',
        request_count: 1,
        total_tips: 200,
        unique_musicians: 1,
      }),
    ]);
    expect(titles(await search('narwhal'))).toEqual(['Narwhal Nocturne']);
  });

  it('search answers the first characters of long titles up to the title limit', async () => {
    const long = `Okapi ${'la'.repeat(97)}`;
    await createSong(t.ctx.db, { song_title: long, is_curated: 1 });
    expect(titles(await search(long))).toEqual([long]);
  });
});
