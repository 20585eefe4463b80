import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { createTestClock } from '../clock';
import { claimJobLease, releaseJobLeases } from './job-leases';
import { startJobs, type BackgroundJob } from './scheduler';

/** Two instances on one database (as behind a load balancer), one clock they both read. */
const clock = createTestClock('2026-11-28T21:00:00Z');
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await startTestApp({ clock });
  second = await startTestApp({ clock, database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const HOUR = 3600_000;

describe('job leases', () => {
  it('gives one interval of a job to exactly one of many claimants racing for it', async () => {
    const job = { name: 'race', everyMs: HOUR };
    const claim = (holder: string) =>
      claimJobLease(holder.startsWith('a') ? first.ctx.db : second.ctx.db, job, clock.now(), holder);
    const holders = Array.from({ length: 40 }, (_, i) => `${i % 2 ? 'a' : 'b'}-${i}`);

    const round = async () => (await Promise.all(holders.map(claim))).filter(Boolean).length;
    expect(await round()).toBe(1);
    clock.advance(HOUR - 1);
    expect(await round(), 'still within the interval').toBe(0);
    clock.advance(1);
    expect(await round(), 'the next interval').toBe(1);
  });

  it('a released lease is taken by another instance at once', async () => {
    const job = { name: 'handover', everyMs: HOUR };
    expect(await claimJobLease(first.ctx.db, job, clock.now(), 'leaving')).toBe(true);
    expect(await claimJobLease(second.ctx.db, job, clock.now(), 'staying')).toBe(false);
    await releaseJobLeases(first.ctx.db, 'leaving');
    expect(await claimJobLease(second.ctx.db, job, clock.now(), 'staying')).toBe(true);
  });

  it('two instances ticking a job together run it once per interval', async () => {
    let runs = 0;
    const job: BackgroundJob = { name: 'fleet-tick', everyMs: HOUR, run: async () => void (runs += 1) };
    const log = () => undefined;
    // No jobs of their own: the test ticks them, as each instance's timer would.
    const a = startJobs(first.ctx, [], log, { holder: 'instance-a' });
    const b = startJobs(second.ctx, [], log, { holder: 'instance-b' });
    for (let interval = 1; interval <= 3; interval += 1) {
      await Promise.all([a.tick(job), b.tick(job), a.tick(job), b.tick(job)]);
      expect(runs, `interval ${interval}`).toBe(interval);
      clock.advance(HOUR);
    }
    await a.stop({ release: true });
    await b.stop({ release: true });
  });
});
