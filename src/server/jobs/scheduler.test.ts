import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../context';
import { nudge } from './nudges';
import { NUDGE_DELAY_MS, startJobs, type BackgroundJob } from './scheduler';

const ctx = { clock: { now: () => new Date('2026-11-26T20:00:00Z') } } as AppContext;
const always = { claim: () => Promise.resolve(true) };

describe('startJobs', () => {
  it('runs each job at once, never two runs of one job at a time, and logs a failure without stopping', async () => {
    let release: () => void = () => undefined;
    let runs = 0;
    const slow: BackgroundJob = {
      name: 'slow',
      everyMs: 3600_000,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const failures: string[] = [];
    const failing: BackgroundJob = {
      name: 'failing',
      everyMs: 3600_000,
      run: () => Promise.reject(new Error('smtp down')),
    };
    const jobs = startJobs(ctx, [slow, failing], (message) => failures.push(message), always);
    await jobs.tick(failing);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(1);
    const all = jobs.runAll();
    // The first run is still going: runAll waits for it instead of starting a second beside it.
    expect(runs).toBe(1);
    release();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await all;
    expect(runs).toBe(2);
    expect(failures).toEqual(['background job failing failed', 'background job failing failed']);
    await jobs.stop();
  });
});

describe('leases', () => {
  it('runs a job only on the ticks whose lease this instance claimed', async () => {
    let runs = 0;
    const job: BackgroundJob = { name: 'counted', everyMs: 3600_000, run: async () => void (runs += 1) };
    const answers = [false, true, false];
    const jobs = startJobs(ctx, [], () => undefined, { claim: () => Promise.resolve(answers.shift() ?? false) });
    await jobs.tick(job);
    await jobs.tick(job);
    await jobs.tick(job);
    expect(runs).toBe(1);
    await jobs.stop();
  });

  it('never starts a run whose lease was still being claimed when the jobs stopped (the database closes next)', async () => {
    let runs = 0;
    let grant: (claimed: boolean) => void = () => undefined;
    const job: BackgroundJob = { name: 'late', everyMs: 3600_000, run: async () => void (runs += 1) };
    const jobs = startJobs(ctx, [], () => undefined, {
      claim: () => new Promise<boolean>((resolve) => (grant = resolve)),
      onTick: () => undefined,
    });
    const tick = jobs.tick(job);
    await jobs.stop({ release: false });
    grant(true);
    await tick;
    expect(runs).toBe(0);
    expect(jobs.running()).toEqual([]);
  });
});

describe('nudges', () => {
  it('run a nudged job soon, once for a burst, once more after a run in progress, and never after stop', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let otherRuns = 0;
      let hold = false;
      let release: () => void = () => undefined;
      const outbox: BackgroundJob = {
        name: 'outbox',
        everyMs: 3600_000,
        nudgedBy: 'email-queued',
        run: () => {
          runs += 1;
          return hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
        },
      };
      const other: BackgroundJob = { name: 'other', everyMs: 3600_000, run: async () => void (otherRuns += 1) };
      const jobs = startJobs(ctx, [outbox, other], () => undefined, { ...always, onTick: () => undefined });
      await vi.advanceTimersByTimeAsync(0);
      expect([runs, otherRuns]).toEqual([1, 1]);

      // A burst of e-mails queued: one run, soon, of the outbox only; another topic runs nothing.
      nudge('email-queued');
      nudge('email-queued');
      nudge('data-export-requested');
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(NUDGE_DELAY_MS);
      expect([runs, otherRuns]).toEqual([2, 1]);

      // Nudged while a run is going (it may have read before the change): one more run after it.
      hold = true;
      nudge('email-queued');
      await vi.advanceTimersByTimeAsync(NUDGE_DELAY_MS);
      expect(runs).toBe(3);
      nudge('email-queued');
      nudge('email-queued');
      await vi.advanceTimersByTimeAsync(NUDGE_DELAY_MS);
      expect(runs).toBe(3);
      hold = false;
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(runs).toBe(4);

      await jobs.stop();
      nudge('email-queued');
      await vi.advanceTimersByTimeAsync(NUDGE_DELAY_MS);
      expect(runs).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
