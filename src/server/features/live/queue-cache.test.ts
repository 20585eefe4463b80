import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, type TestApp, type TwoInstances } from '../../../../test/app';
import { fanRequest, liveShow } from '../../../../test/live-show';

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
});
