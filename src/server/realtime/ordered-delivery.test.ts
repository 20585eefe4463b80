import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, startTwoInstances, type TestApp, type TwoInstances } from '../../../test/app';
import { fanRequest, liveShow } from '../../../test/live-show';
import type { SseEvent } from '../../../test/sse-client';
import { channels } from './event-bus';

const env = { FAN_REQUEST_LIMIT_PER_IP: '100000' };

// Two instances share one PostgreSQL (the fan's POST and the musician's stream may land on either);
// SQLite runs one instance, so there both "instances" are the same server.
let a: TestApp;
let b: TestApp;
let instances: TwoInstances;
beforeAll(async () => {
  instances = await startTwoInstances({ env });
  ({ a, b } = instances);
});
afterAll(async () => {
  await instances.close();
});

const changes = (events: readonly SseEvent[]) => events.filter((e) => e.type !== 'snapshot');
const ids = (events: readonly SseEvent[]) => changes(events).map((e) => Number(e.id));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('every committed change reaches every open stream once, in commit order', () => {
  it('holds for 500 fan requests and 200 status changes at once, across instances and a reconnect', async () => {
    const show = await liveShow(a);
    const channel = channels.musicianQueue(show.musician.profileId);

    // 200 requests to work on, before the streams open.
    const earlier = await Promise.all(
      Array.from({ length: 200 }, (_, i) => fanRequest(i % 2 ? a : b, show.session.id, { song_title: `Earlier ${i}` })),
    );
    const toAccept = (await Promise.all(earlier.map((res) => res.json()))).map((body) => body.request.id as number);
    const start = await a.ctx.bus.latestId(channel);

    const onA = await show.queueStream(a);
    const onB = await show.queueStream(b);
    const dropping = await show.queueStream(b);
    for (const stream of [onA, onB, dropping]) await stream.next('snapshot');

    const fans = Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        fanRequest(i % 2 ? a : b, show.session.id, { song_title: `Song ${i} 🎸`, fan_name: `Fan ${i}` }),
      ),
    );
    const musician = Promise.all(
      toAccept.map((id, i) => {
        const via = (i % 2 ? a : b).url;
        return fetch(`${via}/api/requests/${id}/status`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', cookie: show.cookie, origin: via },
          body: JSON.stringify({ status: 'accepted' }),
        });
      }),
    );

    // Mid-run, one phone loses its connection and comes back with the id it had last.
    await dropping.until((events) => changes(events).length >= 150);
    dropping.close();
    const resumeFrom = dropping.lastEventId!;
    const resumed = await show.queueStream(b, { 'last-event-id': resumeFrom });

    const [fanResponses, statusResponses] = await Promise.all([fans, musician]);
    expect(fanResponses.map((r) => r.status)).toEqual(Array(500).fill(201));
    expect(statusResponses.map((r) => r.status)).toEqual(Array(200).fill(200));
    const createdIds = new Set(
      (await Promise.all(fanResponses.map((r) => r.json()))).map((body) => body.request.id as number),
    );

    const end = await a.ctx.bus.latestId(channel);
    // 500 new requests; 200 acceptances, each a request.updated and the show's session.stage (what
    // Undo would take back now).
    expect(end - start).toBe(900);
    const reachedEnd = (events: readonly SseEvent[]) => ids(events).at(-1) === end;
    await Promise.all([
      onA.until(reachedEnd, 60_000),
      onB.until(reachedEnd, 60_000),
      resumed.until(reachedEnd, 60_000),
    ]);

    // Exactly the positions start+1..end, each once and in order, on every stream…
    expect(ids(onA.received)).toEqual(range(start + 1, end));
    expect(ids(onB.received)).toEqual(range(start + 1, end));
    const beforeDrop = ids(dropping.received).filter((id) => id <= Number(resumeFrom));
    expect([...beforeDrop, ...ids(resumed.received)]).toEqual(range(start + 1, end));

    // …and they carry every change: each new request once, each acceptance once.
    for (const stream of [onA, onB]) {
      const created = changes(stream.received).filter((e) => e.type === 'request.created');
      const updated = changes(stream.received).filter((e) => e.type === 'request.updated');
      expect(new Set(created.map((e) => e.data.id))).toEqual(createdIds);
      expect(created).toHaveLength(500);
      expect(updated.map((e) => e.data.id).sort((x, y) => x - y)).toEqual([...toAccept].sort((x, y) => x - y));
      expect(updated.every((e) => e.data.status === 'accepted')).toBe(true);
      expect(changes(stream.received).filter((e) => e.type === 'session.stage')).toHaveLength(200);
    }
    for (const stream of [onA, onB, resumed]) stream.close();
  }, 180_000);
});

describe('an event is part of the change it announces', () => {
  it('a request whose event cannot be written is not stored either', async () => {
    const solo = await startTestApp();
    try {
      const show = await liveShow(solo);
      // The event log becomes unwritable (a full disk, a broken migration…).
      await sql`alter table realtime_events rename to realtime_events_away`.execute(solo.ctx.db);
      const failed = await fanRequest(solo, show.session.id, { song_title: 'Lost in the void' });
      expect(failed.status).toBe(500);
      await sql`alter table realtime_events_away rename to realtime_events`.execute(solo.ctx.db);
      const stored = await solo.ctx.db
        .selectFrom('song_requests')
        .select('id')
        .where('song_title', '=', 'Lost in the void')
        .execute();
      expect(stored).toEqual([]);
      // And the next one goes through, with its event.
      const stream = await show.queueStream(solo);
      await stream.next('snapshot');
      expect((await fanRequest(solo, show.session.id, { song_title: 'Found' })).status).toBe(201);
      expect((await stream.next('request.created')).data.song_title).toBe('Found');
      stream.close();
    } finally {
      await solo.close();
    }
  });
});
