import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { fanRequest, liveShow } from '../../../test/live-show';
import { notifyChannelName } from './postgres-bus';

// The instance may only re-listen once the test says so, so the outage spans the requests below.
let allowReconnect: () => void = () => undefined;
let reconnecting: Promise<void> | undefined;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { FAN_REQUEST_LIMIT_PER_IP: '100000' },
    beforeBusReconnect: () => (reconnecting ??= new Promise((resolve) => (allowReconnect = resolve))),
  });
});
afterAll(async () => {
  allowReconnect();
  await t.close();
});

describe.runIf(process.env.TEST_DB === 'postgres')('the LISTEN connection dies mid-run', () => {
  it('loses nothing: the instance re-listens and its streams read the gap from the log', async () => {
    const show = await liveShow(t);
    const stream = await show.queueStream();
    await stream.next('snapshot');
    const listenQuery = `LISTEN "${notifyChannelName(t.database.pgSchema)}"`;
    const created = (titles: string[]) =>
      stream.until((seen) => titles.every((title) => seen.some((e) => e.data?.song_title === title)));
    const send = (titles: string[]) =>
      Promise.all(titles.map((song_title) => fanRequest(t, show.session.id, { song_title })));
    const titles = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Song ${from + i}`);

    expect((await send(titles(0, 15))).map((r) => r.status)).toEqual(Array(15).fill(201));
    await created(titles(0, 15));

    // The database ends the instance's LISTEN session, as a failover or an idle-killer would…
    const killed = await sql<{ killed: boolean }>`
      select pg_terminate_backend(pid) as killed from pg_stat_activity
      where query = ${listenQuery} and datname = current_database()`.execute(t.ctx.db);
    expect(killed.rows).toEqual([{ killed: true }]);
    // …and fans keep sending while it is away: these notifications go nowhere.
    expect((await send(titles(15, 30))).map((r) => r.status)).toEqual(Array(30).fill(201));
    await new Promise<void>((resolve) => {
      const wait = () => (reconnecting ? resolve() : setImmediate(wait));
      wait();
    });
    allowReconnect();

    // Back: the stream reads what it missed from the log, then goes on live.
    await created(titles(15, 30));
    await send(['After the reconnect']);
    await created(['After the reconnect']);
    const got = stream.received.filter((e) => e.type === 'request.created').map((e) => e.data.song_title as string);
    expect(got).toHaveLength(46);
    expect(new Set(got).size).toBe(46);
    const ids = stream.received.filter((e) => e.type !== 'snapshot').map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    stream.close();
  }, 60_000);
});
