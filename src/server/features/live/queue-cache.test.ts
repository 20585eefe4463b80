import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, type TestApp, type TwoInstances } from '../../../../test/app';
import { fanRequest, liveShow } from '../../../../test/live-show';
import { rawGet } from '../../../../test/raw-get';

// The queue read is kept per musician (queue-cache.ts). On PostgreSQL the musician reads through
// instance B while every change goes through instance A, and the next read must show it at once:
// no waiting for A's notification to reach B. SQLite runs one instance.
let a: TestApp;
let b: TestApp;
let instances: TwoInstances;
beforeAll(async () => {
  instances = await startTwoInstances();
  ({ a, b } = instances);
});
afterAll(async () => {
  await instances.close();
});

describe('the kept queue read', () => {
  it('shows every request, status change, end and new session on the very next read, on any instance', async () => {
    const show = await liveShow(a);
    const read = async () => {
      const res = await fetch(`${b.url}/api/sessions/live/requests`, { headers: { cookie: show.cookie } });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> & { requests?: unknown[] } };
    };
    const titles = async () => (await read()).body.requests!.map((r) => (r as { song_title: string }).song_title);

    expect(await titles()).toEqual([]);
    expect(await titles()).toEqual([]);
    expect((await fanRequest(a, show.session.id, { song_title: 'Jolene 🎸' })).status).toBe(201);
    expect(await titles()).toEqual(['Jolene 🎸']);

    const id = ((await read()).body.requests![0] as { id: number }).id;
    expect((await show.client.put(`/api/requests/${id}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await read()).body.requests).toMatchObject([{ id, status: 'accepted' }]);

    expect((await show.client.post(`/api/sessions/live/${show.session.id}/end`)).status).toBe(200);
    expect((await read()).status).toBe(404);

    const again = await show.client.post('/api/sessions/live', { venue_name: 'The Anchor' });
    expect(again.status).toBe(201);
    const next = await read();
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ session: { id: again.body.session.id, venue_name: 'The Anchor' }, requests: [] });
  });

  it('answers the same JSON as the queue itself, with fields in their order', async () => {
    const show = await liveShow(a);
    await fanRequest(a, show.session.id, { song_title: 'Vienna', fan_name: 'Ana', message: 'for my mum ❤️' });
    const kept = await fetch(`${b.url}/api/sessions/live/requests`, { headers: { cookie: show.cookie } });
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const stream = await show.queueStream(b);
    const snapshot = await stream.next('snapshot');
    stream.close();
    expect(await kept.text()).toBe(JSON.stringify(snapshot.data));
  });

  it('sends a browser the kept bytes compressed as it accepts, current after every change', async () => {
    const show = await liveShow(a);
    // Enough requests for the JSON to be worth compressing; long unbroken words with emoji.
    for (let i = 0; i < 12; i++) {
      const long = `${'Requestedagainandagain'.repeat(3)}🎶${i}`;
      expect((await fanRequest(a, show.session.id, { song_title: long, message: long })).status).toBe(201);
    }
    const read = (encoding: string) =>
      rawGet(b.url, '/api/sessions/live/requests', { cookie: show.cookie, 'accept-encoding': encoding });
    const plain = (await read('identity')).body.toString();
    expect(JSON.parse(plain).requests).toHaveLength(12);

    for (let round = 0; round < 2; round++) {
      const br = await read('br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('no-store');
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain);
      const gzip = await read('gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain);
    }
    expect((await read('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');

    await fanRequest(a, show.session.id, { song_title: 'One more' });
    const after = JSON.parse(zlib.brotliDecompressSync((await read('br')).body).toString()) as {
      requests: { song_title: string }[];
    };
    expect(after.requests.map((r) => r.song_title)).toContain('One more');
  });

  it('forgets a remembered sign-in as soon as it is signed out, on any instance', async () => {
    const show = await liveShow(a);
    const read = () => fetch(`${b.url}/api/sessions/live/requests`, { headers: { cookie: show.cookie } });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await show.client.post('/api/auth/signout')).status).toBe(200);
    expect((await read()).status).toBe(401);
    expect((await read()).status).toBe(401);
  });
});
