import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
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

describe('the catalogue asks "was this musician asked for this song before?" in one index probe', () => {
  // Every request asks it (catalogue.ts, and the PostgreSQL intake function). With only
  // (musician_id) to go by it read every request the musician had had (issue 48: a send cost twice
  // as much at 10,000 earlier requests): migration 048's (musician_id, song_id) answers it at once.
  const question = 'select 1 from song_requests r where r.song_id = 7 and r.musician_id = 3';

  it('uses song_requests_musician_song_idx on both columns', async () => {
    if (t.ctx.database.dialect === 'sqlite') {
      const plan = await sql.raw<{ detail: string }>(`explain query plan ${question}`).execute(t.ctx.db);
      expect(plan.rows.map((row) => row.detail)).toEqual([
        expect.stringContaining('USING COVERING INDEX song_requests_musician_song_idx (musician_id=? AND song_id=?)'),
      ]);
      return;
    }
    // Tiny test tables make a sequential scan cheapest: asked not to, the planner shows which index
    // it can use and on which columns.
    const plan = await t.ctx.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      return (await sql.raw<{ 'QUERY PLAN': unknown }>(`explain (format json) ${question}`).execute(trx)).rows;
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('"Index Name":"song_requests_musician_song_idx"');
    expect(text).toMatch(/"Index Cond":"\(\(musician_id = 3\) AND \(song_id = 7\)\)"/);
  });
});
