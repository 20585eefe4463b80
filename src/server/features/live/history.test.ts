import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { createLiveSession, createSongRequest } from '../../../../test/factories';
import { signedInMusician } from '../../../../test/musician-client';
import { summariseShow } from './show-summary';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const endedShow = (musicianId: number, startedAt: string, venue: string) =>
  createLiveSession(t.ctx.db, musicianId, {
    venue_name: venue,
    status: 'ended',
    started_at: startedAt,
    ended_at: new Date(Date.parse(startedAt) + 3 * 3600_000).toISOString(),
    ended_by: 'musician',
  });

describe('GET /api/sessions/history', () => {
  it('lists the musician’s ended shows, newest first, with requests, played and tips', async () => {
    const { m, client } = await signedInMusician(t);
    const older = await endedShow(m.profileId, '2026-10-02T19:00:00.000Z', 'The Crown');
    const newer = await endedShow(m.profileId, '2026-10-09T19:00:00.000Z', 'The Anchor 🍺');
    await createLiveSession(t.ctx.db, m.profileId, { venue_name: 'Still on' });
    await createSongRequest(t.ctx.db, newer, { status: 'played', tip_amount: 500 });
    await createSongRequest(t.ctx.db, newer, { status: 'declined' });
    await createSongRequest(t.ctx.db, older, { tip_amount: 250 });
    const other = await signedInMusician(t);
    await endedShow(other.m.profileId, '2026-10-10T19:00:00.000Z', 'Someone else’s');

    const res = await client.get('/api/sessions/history');
    expect(res.status).toBe(200);
    expect(res.body.shows).toEqual([
      expect.objectContaining({
        id: newer.id,
        venue_name: 'The Anchor 🍺',
        total_requests: 2,
        played_count: 1,
        total_tips: 500,
      }),
      expect.objectContaining({
        id: older.id,
        venue_name: 'The Crown',
        total_requests: 1,
        played_count: 0,
        total_tips: 250,
      }),
    ]);
  });
});

describe('GET /api/sessions/history, page by page', () => {
  it('lists 100 shows a page and the rest after the last one, each once, several starting at one instant', async () => {
    const { m, client } = await signedInMusician(t);
    const made: number[] = [];
    for (let n = 0; n < 230; n += 1) {
      // Pairs of shows share a start time: the page boundary must not lose or repeat one.
      const day = String(1 + Math.floor(n / 20)).padStart(2, '0');
      const hour = String(10 + Math.floor((n % 20) / 2)).padStart(2, '0');
      made.push((await endedShow(m.profileId, `2026-09-${day}T${hour}:00:00.000Z`, `Venue ${n}`)).id);
    }
    const seen: number[] = [];
    let before: number | undefined;
    let pages = 0;
    for (;;) {
      const res = await client.get(`/api/sessions/history${before ? `?before=${before}` : ''}`);
      expect(res.status).toBe(200);
      const page = res.body as { shows: { id: number; started_at: string }[]; has_more: boolean };
      pages += 1;
      seen.push(...page.shows.map((show) => show.id));
      if (!page.has_more) break;
      expect(page.shows).toHaveLength(100);
      before = page.shows.at(-1)!.id;
    }
    expect(pages).toBe(3);
    expect([...seen].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));

    const other = await signedInMusician(t);
    expect((await other.client.get(`/api/sessions/history?before=${made[0]}`)).status).toBe(403);
    expect((await client.get('/api/sessions/history?before=abc')).status).toBe(400);
  });
});

describe('GET /api/sessions/history/{id}', () => {
  it('sums the night up: figures, top songs and the busiest quarter-hour', async () => {
    const { m, client } = await signedInMusician(t);
    const show = await endedShow(m.profileId, '2026-10-02T19:00:00.000Z', 'The Crown');
    const at = (clock: string) => `2026-10-02T${clock}:00.000Z`;
    await createSongRequest(t.ctx.db, show, { song_title: 'Wonderwall', created_at: at('19:05'), status: 'played' });
    await createSongRequest(t.ctx.db, show, { song_title: 'wonderwall ', created_at: at('20:31'), tip_amount: 300 });
    await createSongRequest(t.ctx.db, show, { song_title: 'Wonderwall', created_at: at('20:40'), status: 'declined' });
    await createSongRequest(t.ctx.db, show, {
      song_title: 'Sweet Caroline',
      artist_name: 'Neil Diamond',
      created_at: at('20:44'),
    });

    const res = await client.get(`/api/sessions/history/${show.id}`);
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      total_requests: 4,
      played_count: 1,
      declined_count: 1,
      total_tips: 300,
      total_prices: 0,
      top_songs: [
        { song_title: 'Wonderwall', artist_name: 'Oasis', requests: 3 },
        { song_title: 'Sweet Caroline', artist_name: 'Neil Diamond', requests: 1 },
      ],
      busiest_quarter_hour: { starts_at: at('20:30'), requests: 3 },
    });
    expect(res.body.requests).toHaveLength(4);
    expect(res.body.session).toMatchObject({ id: show.id, status: 'ended' });
  });

  it('refuses another musician’s show (403) and an unknown one (404)', async () => {
    const owner = await signedInMusician(t);
    const show = await endedShow(owner.m.profileId, '2026-10-02T19:00:00.000Z', 'The Crown');
    const other = await signedInMusician(t);
    expect((await other.client.get(`/api/sessions/history/${show.id}`)).status).toBe(403);
    expect((await other.client.get(`/api/sessions/history/${show.id}/requests.csv`)).status).toBe(403);
    expect((await owner.client.get('/api/sessions/history/999999')).status).toBe(404);
  });
});

describe('GET /api/sessions/history/{id}/requests.csv', () => {
  it('exports every request, quoting commas and newlines and defusing formulas', async () => {
    const { m, client } = await signedInMusician(t);
    const show = await endedShow(m.profileId, '2026-10-02T19:00:00.000Z', 'The Crown');
    await createSongRequest(t.ctx.db, show, {
      song_title: '=HYPERLINK("http://evil.example")',
      fan_name: 'Zoë 🎸',
      message: 'For my mum, "the best"\nsecond line',
      tip_amount: 1250,
      created_at: '2026-10-02T19:05:00.000Z',
    });

    const res = await client.get(`/api/sessions/history/${show.id}/requests.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="stagecall-show-2026-10-02-${show.id}.csv"`,
    );
    const [header, row] = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Requested at,Song,Artist,Fan,Message,Status,Tip (£),Price (£),Price status,Times asked');
    expect(row).toBe(
      `2026-10-02T19:05:00.000Z,"'=HYPERLINK(""http://evil.example"")",Oasis,Zoë 🎸,"For my mum, ""the best""\nsecond line",pending,12.50,0.00,,1`,
    );
  });
});

describe('summariseShow', () => {
  it('has no busiest quarter-hour and no top songs without requests', () => {
    expect(summariseShow([], { tips: 0, prices: 0 })).toMatchObject({
      total_requests: 0,
      top_songs: [],
      busiest_quarter_hour: null,
    });
  });
});
