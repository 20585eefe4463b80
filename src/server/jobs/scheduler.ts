import type { AppContext } from '../context';
import { claimJobLease, instanceId, releaseJobLeases } from './job-leases';
import { onNudge, type NudgeTopic } from './nudges';

/**
 * Work the server does on its own, on a timer: housekeeping, the e-mail outbox, renewals, the
 * clean-up of abandoned payments. Each job is a plain function of the context, so a test runs it
 * directly after moving the clock instead of waiting for the timer.
 */
export interface BackgroundJob {
  name: string;
  everyMs: number;
  /**
   * Also runs soon after this nudge (jobs/nudges.ts), on this instance and without its lease: only
   * for a job that is safe to run on two instances at once (the outbox claims its rows, an export
   * is finished once), since another instance may be running its timer's turn.
   */
  nudgedBy?: NudgeTopic;
  run(ctx: AppContext): Promise<unknown>;
}

export interface RunningJobs {
  /** Runs every job once now (in list order), leases aside; resolves when all are done. */
  runAll(): Promise<void>;
  /** What a job's timer does: claim this interval's lease, and run the job if it was ours. */
  tick(job: BackgroundJob): Promise<void>;
  /** Stops the timers and waits for runs in progress; with `release`, gives up this instance's leases. */
  stop(options?: { release?: boolean }): Promise<void>;
  /** The jobs running now (for the log of a shutdown that hangs). */
  running(): string[];
}

/** How long a nudged job waits, so that a burst of nudges (a batch of e-mails) makes one run. */
export const NUDGE_DELAY_MS = 100;

export interface JobOptions {
  /** This instance's id in the leases (tests start several instances in one process). */
  holder?: string;
  /** Claims a job's lease for this interval; the database's by default (a unit test answers itself). */
  claim?: (job: BackgroundJob, now: Date) => Promise<boolean>;
  release?: () => Promise<void>;
  /** Each tick's outcome, for the metrics. */
  onTick?: (job: BackgroundJob, outcome: 'ran' | 'failed' | 'skipped') => void;
}

/**
 * Starts each job's timer at once and then every `everyMs`. Each tick first claims the job's lease
 * for the interval (jobs/job-leases.ts), so across instances on one database a job runs once per
 * interval. A run never overlaps the previous run of the same job on this instance (a slow outbox
 * does not pile up), and a failure is logged and retried next time.
 */
export function startJobs(
  ctx: AppContext,
  jobs: readonly BackgroundJob[],
  log: (message: string, error: unknown) => void,
  {
    holder = instanceId,
    claim = (job, now) => claimJobLease(ctx.db, job, now, holder),
    release = () => releaseJobLeases(ctx.db, holder),
    onTick = (job, outcome) => ctx.metrics?.countJobRun(job.name, outcome),
  }: JobOptions = {},
): RunningJobs {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const runOne = (job: BackgroundJob): Promise<void> => {
    const current = running.get(job.name);
    if (current) return current;
    const next = job
      .run(ctx)
      .then(() => onTick(job, 'ran'))
      .catch((error: unknown) => {
        onTick(job, 'failed');
        log(`background job ${job.name} failed`, error);
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, next);
    return next;
  };
  const tick = async (job: BackgroundJob): Promise<void> => {
    if (running.has(job.name)) return;
    let claimed: boolean;
    try {
      claimed = await claim(job, ctx.clock.now());
    } catch (error) {
      log(`background job ${job.name} could not claim its lease`, error);
      return;
    }
    // A tick that was claiming its lease when the jobs stopped must not start a run then: stop()
    // would not wait for it, and it would meet a closed database.
    if (claimed && !stopped) await runOne(job);
    else onTick(job, 'skipped');
  };
  const timers = jobs.map((job) => {
    void tick(job);
    const timer = setInterval(() => void tick(job), job.everyMs);
    timer.unref();
    return timer;
  });
  // A nudge runs the job once more after the run in progress (which may have read before the
  // change), and a burst of nudges waiting for that run makes one run.
  const nudged = new Set<string>();
  const soon = (job: BackgroundJob) => {
    if (stopped || nudged.has(job.name)) return;
    nudged.add(job.name);
    setTimeout(() => {
      void (async () => {
        await running.get(job.name);
        nudged.delete(job.name);
        if (!stopped) await runOne(job);
      })();
    }, NUDGE_DELAY_MS).unref();
  };
  const unsubscribe = jobs.flatMap((job) => (job.nudgedBy ? [onNudge(job.nudgedBy, () => soon(job))] : []));
  return {
    async runAll() {
      for (const job of jobs) {
        await running.get(job.name);
        await runOne(job);
      }
    },
    tick,
    running: () => [...running.keys()],
    async stop({ release: releaseLeases = false } = {}) {
      stopped = true;
      timers.forEach(clearInterval);
      unsubscribe.forEach((stop) => stop());
      await Promise.all(running.values());
      if (releaseLeases) await release().catch((error: unknown) => log('releasing job leases failed', error));
    },
  };
}
