import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { startJobs, type BackgroundJob } from './scheduler';

const ctx = {} as AppContext;

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
    const jobs = startJobs(ctx, [slow, failing], (message) => failures.push(message));
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
    jobs.stop();
  });
});
