import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { liveShow } from '../../../test/live-show';
import { openStream } from '../../../test/sse-client';
import { sseMessages } from '../http/sse/connection';
import { channels } from './event-bus';
import { heavyTest } from '../../../test/heavy-test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/sessions/live/requests/stream', () => {
  it('pushes a snapshot, then a fan’s request and its status change as they happen', async () => {
    const { client, session, cookie } = await liveShow(t);
    const stream = await openStream(`${t.url}/api/sessions/live/requests/stream`, { cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const snapshot = await stream.next('snapshot');
    expect(snapshot.data).toMatchObject({ session: { id: session.id }, requests: [] });

    const sent = await t
      .client()
      .post(`/api/sessions/${session.id}/requests`, { song_title: 'Yellow', artist_name: 'Coldplay' });
    const created = await stream.next('request.created');
    expect(created.data).toMatchObject({ id: sent.body.request.id, song_title: 'Yellow', status: 'pending' });
    expect(Number(created.id)).toBeGreaterThan(0);

    await client.put(`/api/requests/${sent.body.request.id}/status`, { status: 'accepted' });
    expect((await stream.next('request.updated')).data).toMatchObject({ id: sent.body.request.id, status: 'accepted' });
    stream.close();
  });

  it('replays what a dropped stream missed when it reconnects with Last-Event-ID', async () => {
    const { session, cookie } = await liveShow(t);
    const first = await openStream(`${t.url}/api/sessions/live/requests/stream`, { cookie });
    await first.next('snapshot');
    await t.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'Before the drop' });
    const seen = await first.next('request.created');
    first.close();

    // While disconnected, two more requests arrive.
    await t.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'During the drop 1' });
    await t.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'During the drop 2' });

    const resumed = await openStream(`${t.url}/api/sessions/live/requests/stream`, {
      cookie,
      'last-event-id': seen.id!,
    });
    const a = await resumed.next('request.created');
    const b = await resumed.next('request.created');
    expect([a.data.song_title, b.data.song_title]).toEqual(['During the drop 1', 'During the drop 2']);
    resumed.close();
  });

  it("never shows a musician another musician's queue", async () => {
    const mine = await liveShow(t);
    const theirs = await liveShow(t);
    const stream = await openStream(`${t.url}/api/sessions/live/requests/stream`, { cookie: mine.cookie });
    await stream.next('snapshot');
    await t.client().post(`/api/sessions/${theirs.session.id}/requests`, { song_title: 'Not for you' });
    await t.client().post(`/api/sessions/${mine.session.id}/requests`, { song_title: 'For you' });
    expect((await stream.next('request.created')).data.song_title).toBe('For you');
    stream.close();
  });

  it('needs a signed-in musician', async () => {
    const res = await t.client().get('/api/sessions/live/requests/stream');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/sessions/active/stream', () => {
  it('announces sessions going live and ending', async () => {
    const stream = await openStream(`${t.url}/api/sessions/active/stream`);
    await stream.next('snapshot');
    const { client, session } = await liveShow(t);
    expect((await stream.next('session.started')).data).toEqual({ id: session.id });
    await client.post(`/api/sessions/live/${session.id}/end`);
    expect((await stream.next('session.ended')).data).toEqual({ id: session.id });
    stream.close();
  });

  it('announces a show pausing and resuming its requests, the show staying on', async () => {
    const stream = await openStream(`${t.url}/api/sessions/active/stream`);
    await stream.next('snapshot');
    const { client, session } = await liveShow(t);
    await stream.next('session.started');
    await client.post(`/api/sessions/live/${session.id}/pause`);
    expect((await stream.next('session.paused')).data).toEqual({ id: session.id });
    await client.post(`/api/sessions/live/${session.id}/resume`);
    expect((await stream.next('session.resumed')).data).toEqual({ id: session.id });
    expect(stream.received.map((event) => event.type)).not.toContain('session.ended');
    stream.close();
  });

  it('never misses a show that goes live while streams connect, snapshots coming from the kept list', async () => {
    // Streams connecting while shows start: whether a stream's snapshot came from the kept list
    // or a fresh read, with its events after it, every stream ends up knowing every show.
    const started: number[] = [];
    const streams = await Promise.all(
      Array.from({ length: 30 }, async (_, n) => {
        if (n % 6 === 0) started.push((await liveShow(t)).session.id);
        return openStream(`${t.url}/api/sessions/active/stream`);
      }),
    );
    const known = (events: readonly { type: string; data: any }[]) => {
      const ids = new Set<number>();
      for (const event of events) {
        if (event.type === 'snapshot') for (const show of event.data as { id: number }[]) ids.add(show.id);
        if (event.type === 'session.started') ids.add(event.data.id);
      }
      return ids;
    };
    await Promise.all(streams.map((stream) => stream.until((events) => started.every((id) => known(events).has(id)))));
    for (const stream of streams) {
      stream.close();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two server instances on one PostgreSQL', () => {
  it("deliver a fan's request to a musician whose stream is held by the other instance", async () => {
    const second = await startTestApp({ database: t.database });
    try {
      const { session, cookie } = await liveShow(t);
      const stream = await openStream(`${t.url}/api/sessions/live/requests/stream`, { cookie });
      await stream.next('snapshot');
      // The fan's phone reaches the other instance behind the load balancer.
      const sent = await second
        .client()
        .post(`/api/sessions/${session.id}/requests`, { song_title: 'Across instances' });
      expect(sent.status).toBe(201);
      expect((await stream.next('request.created')).data.song_title).toBe('Across instances');
      stream.close();
    } finally {
      await second.close();
    }
  });
});

describe('bounded streams', () => {
  it('caps the streams one address holds, and frees a place when one closes', heavyTest, async () => {
    const capped = await startTestApp({
      configure: (c) => ({ ...c, streamLimits: { perIp: 3, perDevice: 8, maxAgeMs: 60_000 } }),
    });
    try {
      const open = await Promise.all([1, 2, 3].map(() => openStream(`${capped.url}/api/sessions/active/stream`)));
      expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
      const refused = await capped.client().get('/api/sessions/active/stream');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: sseMessages.tooManyStreams, code: 'rate_limited' });
      open[0]!.close();
      await new Promise<void>((resolve) => {
        const wait = () => (capped.ctx.streams.size() < 3 ? resolve() : setImmediate(wait));
        wait();
      });
      const again = await openStream(`${capped.url}/api/sessions/active/stream`);
      expect(again.status).toBe(200);
      for (const s of [...open.slice(1), again]) s.close();
    } finally {
      await capped.close();
    }
  });

  it(
    'caps one phone at its device cookie first, and lets a venue of 500 phones on one address follow a show',
    heavyTest,
    async () => {
      const venue = await startTestApp({ env: { TRUST_PROXY: '1' } });
      const sameWifi = { 'x-forwarded-for': '203.0.113.50' };
      try {
        const { session, client: musicianClient } = await liveShow(venue);
        // 500 phones behind the venue's one address, each with the fan page's one stream: the live
        // list, and the phone's own requests to the show.
        const phones = Array.from({ length: 500 }, (_, i) => `venue-phone-${String(i).padStart(6, '0')}`);
        const streams = await Promise.all(
          phones.map((device) =>
            openStream(`${venue.url}/api/sessions/active/stream?my_requests=${session.id}`, {
              ...sameWifi,
              cookie: `sc_device=${device}`,
            }),
          ),
        );
        expect(streams.filter((s) => s.status !== 200).map((s) => s.status)).toEqual([]);
        expect(venue.ctx.streams.size()).toBe(500);
        // Every one of them follows the show: the musician pausing reaches each phone twice over.
        await Promise.all(streams.map((s) => s.until((events) => events.some((e) => e.type === 'my-requests'))));
        await musicianClient.post(`/api/sessions/live/${session.id}/pause`);
        await Promise.all(
          streams.map((s) =>
            s.until(
              (events) =>
                events.some((e) => e.type === 'session.paused') &&
                events.some((e) => e.type === 'my-requests' && e.data.session.status === 'paused'),
            ),
          ),
        );

        // One phone opening tab after tab meets its own cap, while the venue's address has room.
        const greedy = { ...sameWifi, cookie: 'sc_device=one-greedy-phone-0001' };
        const tabs = await Promise.all(
          Array.from({ length: venue.ctx.config.streamLimits.perDevice }, () =>
            openStream(`${venue.url}/api/sessions/active/stream`, greedy),
          ),
        );
        expect(tabs.every((s) => s.status === 200)).toBe(true);
        const oneTooMany = await venue.client().get('/api/sessions/active/stream', { headers: greedy });
        expect(oneTooMany.status).toBe(429);
        const anotherPhone = await openStream(`${venue.url}/api/sessions/active/stream`, {
          ...sameWifi,
          cookie: 'sc_device=another-phone-00001',
        });
        expect(anotherPhone.status).toBe(200);
        for (const s of [...streams, ...tabs, anotherPhone]) s.close();
      } finally {
        await venue.close();
      }
    },
  );

  it('ends a stream at its maximum age, and the client resumes where it was', async () => {
    const short = await startTestApp({
      configure: (c) => ({ ...c, streamLimits: { perIp: 100, perDevice: 8, maxAgeMs: 200 } }),
    });
    try {
      const { musician, session, cookie } = await liveShow(short);
      await short.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'Before the end' });
      const stream = await openStream(`${short.url}/api/sessions/live/requests/stream`, { cookie });
      // However busy the machine, the server ends it by itself.
      await stream.closed(20_000);
      const resumeFrom =
        stream.lastEventId ?? String(await short.ctx.bus.latestId(channels.musicianQueue(musician.profileId)));

      await short.client().post(`/api/sessions/${session.id}/requests`, { song_title: 'While away' });
      // The next connection may live long enough to be read at leisure.
      short.ctx.config.streamLimits.maxAgeMs = 60_000;
      const resumed = await openStream(`${short.url}/api/sessions/live/requests/stream`, {
        cookie,
        'last-event-id': resumeFrom,
      });
      expect((await resumed.next('request.created')).data.song_title).toBe('While away');
      resumed.close();
    } finally {
      await short.close();
    }
  });
});
