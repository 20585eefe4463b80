import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { errorBody } from './errors';

/**
 * What a running instance says about itself, in Prometheus' text format at GET /metrics (behind
 * METRICS_TOKEN). One registry per app, so the several apps a test process builds never mix.
 * Everything a pager needs: HTTP latency by route, open streams by kind, how long writers wait for
 * a show's queue lock, how long events take to reach the streams, the e-mail outbox's backlog and failures, background job runs, the database
 * pool, and the process's memory and event loop (prom-client's default metrics).
 */
export interface AppMetrics {
  registry: Registry;
  /** A transaction waited this long for its channels' locks (realtime/transaction.ts). */
  observeLockWait(seconds: number): void;
  /** An event reached this instance's last stream this long after it was emitted (or committed). */
  observeEventLag(seconds: number): void;
  /** A background job's tick: it ran, failed, or another instance held this interval's lease. */
  countJobRun(job: string, outcome: 'ran' | 'failed' | 'skipped'): void;
}

export function createMetrics(): AppMetrics & { watch(app: FastifyInstance, ctx: AppContext): void } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const lockWait = new Histogram({
    name: 'stagecall_queue_lock_wait_seconds',
    help: 'Time a write waited for its channels’ locks (a show’s queue, the live list, a balance).',
    buckets: [0.001, 0.005, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const eventLag = new Histogram({
    name: 'stagecall_event_delivery_lag_seconds',
    help: 'From an event’s emit (PostgreSQL: its NOTIFY’s send; SQLite: its commit) to its delivery to every stream of this instance.',
    buckets: [0.001, 0.005, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'stagecall_job_runs_total',
    help: 'Background job ticks on this instance, by outcome (skipped: another instance held the lease).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  return {
    registry,
    observeLockWait: (seconds) => lockWait.observe(seconds),
    observeEventLag: (seconds) => eventLag.observe(seconds),
    countJobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
    watch(app, ctx) {
      const httpDuration = new RequestDurations(registry);
      // Each route records through its own hook, with its labels fixed when it is declared and one
      // series per status it answers (found in a small map): no route options built, no label
      // object hashed per request. Unmatched requests are recorded by the app-wide hook.
      app.addHook('onRoute', (route) => {
        const record = httpDuration.recorderFor(route.url);
        const hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          record(request.method, reply.statusCode, reply.elapsedTime / 1000);
          done();
        };
        route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), hook];
      });
      // The route's pattern, never the URL: ids and QR codes would make a series per fan.
      const unmatched = httpDuration.recorderFor('(unmatched)');
      app.addHook('onResponse', (request, reply, done) => {
        if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
      new Gauge({
        name: 'stagecall_open_streams',
        help: 'Server-Sent Event streams open on this instance, by what they follow.',
        labelNames: ['kind'] as const,
        registers: [registry],
        collect() {
          this.reset();
          for (const [kind, count] of ctx.streams.countByKind()) this.set({ kind }, count);
        },
      });
      new Gauge({
        name: 'stagecall_email_outbox',
        help: 'E-mails in the outbox by status: queued is the backlog, failed gave up after retries.',
        labelNames: ['status'] as const,
        registers: [registry],
        async collect() {
          const rows = await ctx.db
            .selectFrom('email_outbox')
            .select(['status', sql<number>`count(*)`.as('count')])
            .where('status', 'in', ['queued', 'failed'])
            .groupBy('status')
            .execute();
          this.reset();
          this.set({ status: 'queued' }, 0);
          this.set({ status: 'failed' }, 0);
          for (const row of rows) this.set({ status: row.status }, Number(row.count));
        },
      });
      const pool = ctx.database.pgPool;
      if (pool) {
        new Gauge({
          name: 'stagecall_db_pool_connections',
          help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
          labelNames: ['state'] as const,
          registers: [registry],
          collect() {
            this.set({ state: 'total' }, pool.totalCount);
            this.set({ state: 'idle' }, pool.idleCount);
            this.set({ state: 'waiting' }, pool.waitingCount);
          },
        });
      }
    },
  };
}

/** Equal-time comparison, so the token cannot be found a character at a time by timing. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** GET /metrics for a scraper with the bearer token; without METRICS_TOKEN the route does not exist. */
export function registerMetricsRoute(app: FastifyInstance, metrics: AppMetrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('A valid metrics token is required', 'not_signed_in'));
    }
    const body = await metrics.registry.metrics();
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
  });
}

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface DurationSeries {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket (not cumulative), by the index of the bucket's upper bound. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * `stagecall_http_request_duration_seconds`: the same histogram, series and text as prom-client's
 * `Histogram` (metrics.test.ts compares the two), kept in a cheaper structure. prom-client's
 * `observe` checks the label names and hashes the label object on every call, a measurable share
 * of a small request (bench/README.md); here each route holds its series, and a request adds to an
 * array. The registry reads it as it reads any metric (`getForPromString`), so the exposition
 * format is prom-client's own.
 */
export class RequestDurations {
  readonly name = 'stagecall_http_request_duration_seconds';
  readonly help = 'Time to answer a request, by route pattern and status (streams count until their headers).';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series: DurationSeries[] = [];

  constructor(registry: Registry) {
    registry.registerMetric(this as never);
  }

  /** A recorder for one route pattern: its series are made on their first observation. */
  recorderFor(route: string): (method: string, status: number, seconds: number) => void {
    const known = new Map<string, DurationSeries>();
    return (method, status, seconds) => {
      const key = method + status;
      let series = known.get(key);
      if (!series) {
        series = {
          labels: { method, route, status: String(status) },
          buckets: HTTP_BUCKETS.map(() => 0),
          sum: 0,
          count: 0,
        };
        known.set(key, series);
        this.series.push(series);
      }
      for (let i = 0; i < HTTP_BUCKETS.length; i++) {
        if (seconds <= HTTP_BUCKETS[i]!) {
          series.buckets[i]! += 1;
          break;
        }
      }
      series.sum += seconds;
      series.count += 1;
    };
  }

  getForPromString() {
    const bucketName = `${this.name}_bucket`;
    const values: { labels: object; sharedLabels: object; value: number; metricName: string; exemplar?: null }[] = [];
    for (const series of this.series) {
      let cumulative = 0;
      HTTP_BUCKETS.forEach((bound, i) => {
        cumulative += series.buckets[i]!;
        values.push({
          labels: { le: bound },
          sharedLabels: series.labels,
          value: cumulative,
          metricName: bucketName,
          exemplar: null,
        });
      });
      values.push(
        {
          labels: { le: '+Inf' },
          sharedLabels: series.labels,
          value: series.count,
          metricName: bucketName,
          exemplar: null,
        },
        { labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The registry's JSON form (`getMetricsAsJSON`): each value with its series' labels. */
  get() {
    const metric = this.getForPromString();
    return {
      ...metric,
      values: metric.values.map(({ labels, sharedLabels, ...value }) => ({
        ...value,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }

  /** Zeroes every series (they stay listed: each route keeps its own). */
  reset(): void {
    for (const series of this.series) {
      series.buckets.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }
}
