import type { AppContext } from '../context';

/**
 * Work the server does on its own, on a timer: housekeeping, the e-mail outbox, renewals, the
 * clean-up of abandoned payments. Each job is a plain function of the context, so a test runs it
 * directly after moving the clock instead of waiting for the timer.
 */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  run(ctx: AppContext): Promise<unknown>;
}

export interface RunningJobs {
  /** Runs every job once now (in list order), as the timers would; resolves when all are done. */
  runAll(): Promise<void>;
  stop(): void;
}

/**
 * Starts each job at once and then every `everyMs`. A run never overlaps the previous run of the
 * same job (a slow outbox does not pile up), and a failure is logged and retried next time.
 */
export function startJobs(
  ctx: AppContext,
  jobs: readonly BackgroundJob[],
  log: (message: string, error: unknown) => void,
): RunningJobs {
  const running = new Map<string, Promise<void>>();
  const runOne = (job: BackgroundJob): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current;
    const next = job
      .run(ctx)
      .then(() => undefined)
      .catch((error: unknown) => log(`background job ${job.name} failed`, error))
      .finally(() => running.delete(job.name));
    running.set(job.name, next);
    return next;
  };
  const timers = jobs.map((job) => {
    void runOne(job);
    const timer = setInterval(() => void runOne(job), job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async runAll() {
      for (const job of jobs) {
        await running.get(job.name);
        await runOne(job);
      }
    },
    stop() {
      timers.forEach(clearInterval);
    },
  };
}
