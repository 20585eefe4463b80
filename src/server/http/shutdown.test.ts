import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { fanRequest, liveShow } from '../../../test/live-show';
import { openStream } from '../../../test/sse-client';
import { claimJobLease } from '../jobs/job-leases';
import { startJobs } from '../jobs/scheduler';
import { restartingFrame } from './sse/connection';

/**
 * An instance shutting down as a deploy's rolling restart stops it, while another instance on the
 * same database goes on: every open stream is told to reconnect, the jobs' leases pass on, and
 * what the streams were following is all there on the instance that stays.
 */
let leaving: TestApp;
let staying: TestApp;
beforeAll(async () => {
  leaving = await startTestApp();
  staying = await startTestApp({ database: leaving.database });
});
afterAll(async () => {
  await staying.close();
  await leaving.close();
});

describe('shutting an instance down', () => {
  it('tells each stream to reconnect after a short random pause, then ends it', async () => {
    const { session } = await liveShow(leaving);
    const streams = await Promise.all(
      Array.from({ length: 5 }, () => openStream(`${leaving.url}/api/sessions/active/stream`)),
    );
    const jobs = startJobs(leaving.ctx, [], () => undefined, { holder: 'leaving-instance' });
    const job = { name: 'digest', everyMs: 60_000 };
    expect(await claimJobLease(leaving.ctx.db, job, leaving.ctx.clock.now(), 'leaving-instance')).toBe(true);

    // What server.ts's close does: the app (streams, requests in flight), then the jobs.
    await leaving.app.close();
    await jobs.stop({ release: true });

    for (const stream of streams) {
      await stream.closed();
      const goodbye = stream.received.at(-1)!;
      expect(goodbye.type).toBe('restarting');
      expect(goodbye.data.retry_ms).toBeGreaterThanOrEqual(250);
      expect(goodbye.data.retry_ms).toBeLessThanOrEqual(2_500);
    }
    // The lease is free at once for the instance that stays.
    expect(await claimJobLease(staying.ctx.db, job, staying.ctx.clock.now(), 'staying-instance')).toBe(true);

    // Reconnected to the other instance, a phone finds the show and can send to it.
    const again = await openStream(`${staying.url}/api/sessions/active/stream`);
    expect(again.status).toBe(200);
    const res = await fanRequest(staying, session.id, { song_title: 'After the restart 🎸' });
    expect(res.status).toBe(201);
    again.close();
  });

  it('frames the goodbye as EventSource reads it, with the pause spread between its bounds', () => {
    expect(restartingFrame(() => 0)).toBe('retry: 250\nevent: restarting\ndata: {"retry_ms":250}\n\n');
    expect(restartingFrame(() => 1)).toBe('retry: 2500\nevent: restarting\ndata: {"retry_ms":2500}\n\n');
  });
});
