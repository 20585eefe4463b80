import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/app';
import { fanRequest, liveShow, newDeviceId } from '../../../../test/live-show';
import { requestMessages } from '../../../shared/requests';
import { sessionPausedMessage } from '../../../shared/requests';
import { channels } from '../../realtime/event-bus';
import { GroupCommit, type Outcome } from './group-commit';
import { submitSongRequest } from './intake-service';
import { livePushesOf } from '../push-follows/service';

// Limits small enough that a burst of 200 crosses each of them.
const perDevice = 5;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { FAN_REQUEST_LIMIT_PER_DEVICE: String(perDevice), FAN_REQUEST_LIMIT_PER_IP: '100000' },
  });
});
afterAll(async () => {
  await t.close();
});

const queueEvents = (musicianId: number) =>
  t.ctx.db
    .selectFrom('realtime_events')
    .select(['seq', 'type', 'payload'])
    .where('channel', '=', channels.musicianQueue(musicianId))
    .orderBy('seq')
    .execute();

const storedRequests = (sessionId: number) =>
  t.ctx.db
    .selectFrom('song_requests')
    .select(['id', 'device_id', 'song_title'])
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .execute();

describe('group commit', () => {
  it('runs a lone item on the next turn and the items that arrive meanwhile together, each with its own answer', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      batches.push(items);
      return items.map((n): Outcome<number> =>
        n % 3 === 0 ? { ok: false, error: new Error(`no ${n}`) } : { ok: true, value: n * 10 },
      );
    }, 4);
    const answers = await Promise.allSettled([1, 2, 3, 4, 5, 6, 7].map((n) => commit.submit('show', n)));
    // Sent in one turn of the event loop: they go together, at most 4 a batch.
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([
      10,
      20,
      'no 3',
      40,
      50,
      'no 6',
      70,
    ]);
    // A key with nothing running starts at once again.
    expect(await commit.submit('show', 8)).toBe(80);
    expect(batches.at(-1)).toEqual([8]);
  });

  it('shares transactions under a burst, and a request that breaks its transaction fails only itself', async () => {
    const { session, musician } = await liveShow(t);
    const show = { id: session.id, musician_id: musician.profileId };
    const transaction = t.ctx.bus.transaction;
    let transactions = 0;
    t.ctx.bus.transaction = (locked, work) => {
      transactions++;
      return transaction(locked, work);
    };
    // The batches the intake's group commit hands to its transaction, as it hands them (its
    // retries of a broken batch, one request at a time, are not batches and are not seen here).
    const batchSizes: number[] = [];
    const submit = GroupCommit.prototype.submit;
    const watched = new WeakSet<object>();
    GroupCommit.prototype.submit = function (this: GroupCommit<unknown, unknown>, key: string, item: unknown) {
      const inside = this as unknown as { run: (items: unknown[]) => Promise<Outcome<unknown>[]> };
      if (!watched.has(this)) {
        watched.add(this);
        const run = inside.run;
        inside.run = (items) => {
          batchSizes.push(items.length);
          return run(items);
        };
      }
      return submit.call(this, key, item);
    };
    try {
      const requester = (i: number) => ({ deviceId: `phone-${i % 30}`, ipHash: 'venue-wifi' });
      const body = (i: number) => ({
        song_title: `Song ${i}`,
        artist_name: null,
        fan_name: null,
        message: null,
        tip_amount: 0,
        premium: false,
      });
      const sends = Array.from({ length: 200 }, (_, i) =>
        // One request names a musician who does not exist: its insert breaks the transaction.
        submitSongRequest(t.ctx, i === 70 ? { ...show, musician_id: 987_654 } : show, body(i), requester(i)),
      );
      const results = await Promise.allSettled(sends);
      // All 200 were submitted in one turn of the event loop, so they wait for the first batch to
      // start and go in full batches of 64 (decision 025): ceil(200 / 64) = 4 on SQLite, where
      // every show shares one key. PostgreSQL batches per show, so the send naming another
      // musician is a batch of its own and the show's 199 make four.
      const sqlite = t.ctx.database.dialect === 'sqlite';
      expect(batchSizes.sort((a, b) => a - b)).toEqual(sqlite ? [8, 64, 64, 64] : [1, 7, 64, 64, 64]);
      // Transactions: the 4 batches, and on SQLite the broken batch (sends 64 to 127) again one
      // request at a time, each a transaction of its own. On PostgreSQL the broken send is alone
      // and without a key: the database function's transaction, outside the bus's.
      expect(transactions).toBe(sqlite ? 4 + 64 : 4);
      expect(results[70]!.status).toBe('rejected');
      const admitted = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter(
        (r, i) =>
          i !== 70 && r.status === 'rejected' && (r.reason as Error).message === requestMessages.tooManyFromDevice,
      );
      expect(admitted.length + refused.length).toBe(199);
      // 30 phones, 5 each, in arrival order whichever batch a request fell in: the sends before 150,
      // except the broken one, whose phone's sixth send (160) takes its place.
      const expected = Array.from({ length: 200 }, (_, i) => i)
        .filter((i) => (i < 150 && i !== 70) || i === 160)
        .map((i) => `Song ${i}`)
        .sort();
      const stored = await storedRequests(session.id);
      expect(stored.map((r) => r.song_title).sort()).toEqual(expected);
      expect(admitted).toHaveLength(stored.length);
    } finally {
      t.ctx.bus.transaction = transaction;
      GroupCommit.prototype.submit = submit;
    }
  });

  it('keeps every rule exact under 200 concurrent fans with mixed outcomes, and a pause mid-burst', async () => {
    const { session, musician, client } = await liveShow(t);
    const phones = Array.from({ length: 20 }, () => newDeviceId());
    const retryPhone = newDeviceId();
    // Each phone sends ten: its first two are the same song (a long unbroken title with emoji),
    // then eight others, more than its limit of five.
    const titleOf = (i: number) =>
      `${'Supercalifragilistic'.repeat(4)}🎤 ${Math.floor(i / 20) === 1 ? 0 : Math.floor(i / 20)}`;
    const send = (i: number) => {
      // Every tenth fails validation (an empty title); it must disturb nobody.
      if (i % 10 === 9) return fanRequest(t, session.id, { song_title: '' }, { deviceId: phones[i % 20] });
      // Ten retries of one keyed send from one phone: one request, nine replays.
      if (i % 20 === 4) {
        return fanRequest(
          t,
          session.id,
          { song_title: 'Bohemian Rhapsody 🎸', artist_name: 'Queen' },
          { deviceId: retryPhone, headers: { 'idempotency-key': 'one-send' } },
        );
      }
      return fanRequest(t, session.id, { song_title: titleOf(i), artist_name: 'Band' }, { deviceId: phones[i % 20] });
    };
    // A phone that used its five before the burst: its sends in the burst are over the limit.
    const fullPhone = newDeviceId();
    for (let k = 0; k < perDevice; k++) {
      expect((await fanRequest(t, session.id, { song_title: `Earlier ${k}` }, { deviceId: fullPhone })).status).toBe(
        201,
      );
    }
    // The musician pauses once 40 of the burst's requests are in: mid-burst, whatever the timing.
    let pause: Promise<{ status: number }> | undefined;
    let seen = 0;
    const unsubscribe = t.ctx.bus.subscribe(channels.musicianQueue(musician.profileId), (event) => {
      if (event.type === 'request.created' && ++seen === perDevice + 40) {
        pause = client.post(`/api/sessions/live/${session.id}/pause`, {});
      }
    });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        i < 5 ? fanRequest(t, session.id, { song_title: `Later ${i}` }, { deviceId: fullPhone }) : send(i),
      ),
    );
    unsubscribe();
    expect((await pause!).status).toBe(200);
    const answers = await Promise.all(
      responses.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error?: string; request?: { id: number } },
      })),
    );

    const outcome = (a: (typeof answers)[number]) =>
      a.status === 201
        ? 'accepted'
        : a.status === 200
          ? 'replay'
          : a.status === 400
            ? 'invalid'
            : a.body.error === requestMessages.tooManyFromDevice
              ? 'over the limit'
              : a.body.error === requestMessages.sameSongRecently
                ? 'same song'
                : a.body.error === sessionPausedMessage
                  ? 'paused'
                  : `unexpected ${a.status} ${a.body.error}`;
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o.startsWith('unexpected'))).toEqual([]);
    expect(outcomes.filter((o) => o === 'invalid')).toHaveLength(20);
    // The burst reaches every rule (which requests meet the pause depends on arrival).
    for (const seen of ['accepted', 'same song', 'over the limit', 'replay']) expect(outcomes).toContain(seen);

    // Nothing lost, nothing answered twice: the 201s are exactly the stored rows, each id once.
    const stored = await storedRequests(session.id);
    const acceptedIds = answers.filter((a) => a.status === 201).map((a) => a.body.request!.id);
    expect(new Set(acceptedIds).size).toBe(acceptedIds.length);
    const burst = stored.filter((r) => !r.song_title.startsWith('Earlier'));
    expect([...acceptedIds].sort((a, b) => a - b)).toEqual(burst.map((r) => r.id));
    // The keyed send made at most one request, and every replay answered with it.
    const keyed = stored.filter((r) => r.device_id === retryPhone);
    expect(keyed.length).toBeLessThanOrEqual(1);
    const replayIds = answers.filter((a) => a.status === 200).map((a) => a.body.request!.id);
    expect(replayIds.every((id) => id === keyed[0]?.id)).toBe(true);

    // The rules, exactly: no phone over its limit, and a phone refused for its limit has all of it.
    for (const phone of phones) {
      const mine = stored.filter((r) => r.device_id === phone);
      expect(mine.length).toBeLessThanOrEqual(perDevice);
      expect(new Set(mine.map((r) => r.song_title)).size).toBe(mine.length);
    }
    answers.forEach((a, i) => {
      const phone = i < 5 ? fullPhone : phones[i % 20]!;
      const title = titleOf(i);
      if (outcomes[i] === 'over the limit') {
        expect(stored.filter((r) => r.device_id === phone)).toHaveLength(perDevice);
      }
      if (outcomes[i] === 'same song') {
        expect(stored.some((r) => r.device_id === phone && r.song_title === title)).toBe(true);
      }
    });

    // Events stay ordered: one request.created per stored request, in id order, gapless, and none
    // after the pause; every request refused as paused came after it.
    const events = await queueEvents(musician.profileId);
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => events[0]!.seq + i));
    const created = events.filter((e) => e.type === 'request.created').map((e) => JSON.parse(e.payload).id as number);
    expect(created).toEqual(stored.map((r) => r.id));
    const pausedAt = events.findIndex((e) => e.type === 'session.updated' && JSON.parse(e.payload).status === 'paused');
    expect(pausedAt).toBeGreaterThan(-1);
    expect(events.slice(pausedAt).some((e) => e.type === 'request.created')).toBe(false);
    if (outcomes.includes('paused')) {
      const session_ = await t.ctx.db
        .selectFrom('live_sessions')
        .select('status')
        .where('id', '=', session.id)
        .executeTakeFirstOrThrow();
      expect(session_.status).toBe('paused');
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'takes two round trips for a lone fan on PostgreSQL, the show locked for one of them',
    async () => {
      const { session, musician } = await liveShow(t);
      // Going live tells the musician's push followers after its commit: done before counting.
      await livePushesOf(t.ctx).idle();
      const phone = newDeviceId();
      const statements: string[] = [];
      const query = pg.Client.prototype.query;
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
        statements.push(text ?? '');
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof query;
      try {
        const res = await fanRequest(t, session.id, { song_title: 'Round trips 🎺' }, { deviceId: phone });
        expect(res.status).toBe(201);
      } finally {
        pg.Client.prototype.query = query;
      }
      // The show's look-up, then the database function as a transaction of its own. The
      // maintenance switch's background read (every second, platform/maintenance.ts) is the
      // instance's, not the request's: on a busy machine it lands inside the request now and then.
      const ours = statements.filter((text) => !/from "platform_settings"/.test(text));
      expect(ours).toHaveLength(2);
      expect(ours[1]).toContain('stagecall_admit_request');
      const events = await queueEvents(musician.profileId);
      expect(events.at(-1)).toMatchObject({ type: 'request.created' });
      const stored = await storedRequests(session.id);
      expect(JSON.parse(events.at(-1)!.payload)).toMatchObject({ id: stored[0]!.id, song_title: 'Round trips 🎺' });
    },
  );
});
