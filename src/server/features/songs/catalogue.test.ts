import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow } from '../../../../test/live-show';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a request counts in the catalogue once', () => {
  it('adds a new song with its first request, then counts requests and distinct musicians', async () => {
    const first = await liveShow(t, 'The Crown');
    const second = await liveShow(t, 'The Anchor');
    // Spelled three ways: one catalogue song.
    for (const [show, title] of [
      [first, 'Hallelujah'],
      [first, '  hallelujah '],
      [second, 'HALLELUJAH'],
    ] as const) {
      expect((await fanRequest(t, show.session.id, { song_title: title, artist_name: 'Leonard Cohen' })).status).toBe(
        201,
      );
    }
    const songs = await t.ctx.db
      .selectFrom('songs')
      .select(['song_title', 'total_requests', 'unique_musicians', 'last_requested_at'])
      .where('title_key', '=', 'hallelujah')
      .execute();
    expect(songs).toHaveLength(1);
    expect(songs[0]).toMatchObject({ song_title: 'Hallelujah', total_requests: 3, unique_musicians: 2 });
    expect(songs[0]!.last_requested_at).not.toBeNull();
  });
});
