import { songRequestBody } from '../src/shared/requests';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Histogram, Registry } from 'prom-client';
import { systemClock } from '../src/server/clock';
import type { AppContext } from '../src/server/context';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { getPlatformSettings } from '../src/server/features/platform/settings-queries';
import { registerMaintenanceMode } from '../src/server/features/platform/maintenance';
import { registerCompression } from '../src/server/http/compression';
import { cookieOf } from '../src/server/http/cookies';
import { createMetrics } from '../src/server/http/metrics';
import { requestLoggerFactory, requestLogOptions } from '../src/server/http/request-log';
import { registerSecurityHeaders } from '../src/server/http/security-headers';

/**
 * The "hooks" table: what each hook every request passes through costs, in microseconds of CPU per
 * request, before (the code as it was, copied here) and now (the app's own functions). Each hook is
 * measured on its own on a bare Fastify app answering `GET /api/sessions/active` with a small JSON
 * body, through `inject` (no sockets, so nothing but the hooks and Fastify), as the CPU time of this
 * process (`process.cpuUsage`) over BENCH_HOOK_REQUESTS requests, against the same app without the
 * hook. CPU time is what the shared machine's load disturbs least; the variants are measured in
 * interleaved rounds and each figure is the median of its rounds.
 */
const requests = Number(process.env.BENCH_HOOK_REQUESTS ?? 4000);
const rounds = Number(process.env.BENCH_HOOK_ROUNDS ?? 5);
const url = '/api/sessions/active';
/** What a browser sends with a fan's read: its device cookie and a signed-in musician's session. */
const browserHeaders = {
  cookie: 'sc_device=0f3c2a9e-6a4b-4f55-9d0c-1d2e3f405162; sc_session=aGVsbG8td29ybGQtc2Vzc2lvbi10b2tlbg; theme=dark',
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
};

type Setup = (app: FastifyInstance) => Promise<void> | void;
interface Variant {
  name: string;
  logger?: 'info' | 'warn';
  childLoggerFactory?: boolean;
  setup: Setup;
  /** Route options (e.g. the route's own compression switch). */
  route?: Record<string, unknown>;
  readsCookie?: boolean;
}

const nullStream = { write: () => undefined };

async function appOf(variant: Variant): Promise<FastifyInstance> {
  const app = Fastify({
    // A loaded machine can take longer than avvio's 10 s to load a plugin's first import.
    pluginTimeout: 0,
    logger: variant.logger ? requestLogOptions(variant.logger, 'bench-secret', nullStream) : false,
    ...(variant.childLoggerFactory ? { childLoggerFactory: requestLoggerFactory } : {}),
  });
  await variant.setup(app);
  app.get(url, variant.route ?? {}, async (request) => ({
    sessions: [],
    cached: true,
    ...(variant.readsCookie ? { device: cookieOf(request, 'sc_device') ?? null } : {}),
  }));
  await app.ready();
  return app;
}

async function cpuPerRequest(app: FastifyInstance, count: number, readsCookie: boolean): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < count; i++) {
    const res = await app.inject({ method: 'GET', url, headers: browserHeaders });
    if (res.statusCode !== 200) throw new Error(`hook bench: ${res.statusCode} ${res.body}`);
    if (readsCookie && !res.body.includes('0f3c2a9e')) throw new Error('hook bench: the cookie was not read');
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / count;
}

// ---- the code as it was before decision 045, for the "before" column ----

function securityHeadersBefore(app: FastifyInstance): void {
  const headers: [string, string][] = [];
  const removed: string[] = [];
  helmet({ crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string) => void headers.push([name, value]),
      removeHeader: (name: string) => void removed.push(name),
    } as unknown as ServerResponse,
    () => undefined,
  );
  headers.unshift(['Permissions-Policy', 'camera=(), microphone=()']);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

function maintenanceBefore(app: FastifyInstance, ctx: AppContext): void {
  let cached: { on: boolean; at: number } | undefined;
  const isOn = async () => {
    const now = Date.now();
    if (!cached || now - cached.at > 2000) {
      cached = { on: (await getPlatformSettings(ctx.db)).maintenance_mode === 1, at: now };
    }
    return cached.on;
  };
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path === '/api/health') return;
    if (!(await isOn())) return;
    await reply.code(503).send({ error: 'maintenance' });
  });
}

function metricsBefore(app: FastifyInstance): void {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: 'stagecall_http_request_duration_seconds',
    help: 'Time to answer a request',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    httpDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
}

async function compressionBefore(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

export async function measureHooks(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-hooks-'));
  const database = connectDatabase(path.join(dir, 'hooks.sqlite'));
  try {
    await migrateToLatest(database.db, database.dialect);
    const ctx = {
      db: database.db,
      database,
      clock: systemClock,
      streams: { countByKind: () => new Map() },
    } as unknown as AppContext;
    const none: Setup = () => undefined;
    // Each hook: the app without it, as it was, and as it is now. The compression rows answer a
    // route whose replies stay under the threshold (health's kind), which now gets none of its hooks.
    const hooks: { name: string; off: Variant; before: Variant; now: Variant }[] = [
      {
        name: 'security headers (17 headers)',
        off: { name: 'off', setup: none },
        before: { name: 'before', setup: securityHeadersBefore },
        now: {
          name: 'now',
          setup: (app) =>
            registerSecurityHeaders(
              app,
              { crossOriginEmbedderPolicy: false },
              { permissionsPolicy: 'camera=(), microphone=()', hstsWhenHttps: true },
            ),
        },
      },
      {
        name: 'maintenance check',
        off: { name: 'off', setup: none },
        before: { name: 'before', setup: (app) => maintenanceBefore(app, ctx) },
        now: { name: 'now', setup: (app) => void registerMaintenanceMode(app, ctx) },
      },
      {
        name: 'compression (a reply under its threshold)',
        off: { name: 'off', setup: none },
        before: { name: 'before', setup: compressionBefore },
        now: { name: 'now', setup: registerCompression, route: { compress: false, decompress: false } },
      },
      {
        name: 'request logger, LOG_LEVEL=info (the request lines written)',
        off: { name: 'off', setup: none },
        before: { name: 'before', logger: 'info', setup: none },
        now: { name: 'now', logger: 'info', childLoggerFactory: true, setup: none },
      },
      {
        name: 'request logger, LOG_LEVEL=warn (no request lines)',
        off: { name: 'off', setup: none },
        before: { name: 'before', logger: 'warn', setup: none },
        now: { name: 'now', logger: 'warn', childLoggerFactory: true, setup: none },
      },
      {
        name: 'metrics (request duration histogram)',
        off: { name: 'off', setup: none },
        before: { name: 'before', setup: metricsBefore },
        now: { name: 'now', setup: (app) => createMetrics().watch(app, ctx) },
      },
      {
        name: 'cookies, a route that reads none',
        off: { name: 'off', setup: none },
        before: { name: 'before', setup: async (app) => void (await app.register(fastifyCookie)) },
        now: { name: 'now', setup: async (app) => void (await app.register(fastifyCookie, { hook: false })) },
      },
      {
        // Without the plugin the route reads nothing: the row is what parsing and reading one costs.
        name: 'cookies, a route that reads one',
        off: { name: 'off', setup: none },
        before: { name: 'before', setup: async (app) => void (await app.register(fastifyCookie)), readsCookie: true },
        now: {
          name: 'now',
          setup: async (app) => void (await app.register(fastifyCookie, { hook: false })),
          readsCookie: true,
        },
      },
    ];
    const rows = [
      `Hooks: CPU µs per request of each hook (the app with it minus the app without it), ${requests} requests × ${rounds} rounds through inject, medians; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the start`,
      '',
      '| hook | without it, µs/request | before | now | before → now, µs of the hook |',
      '|---|---:|---:|---:|---:|',
    ];
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    for (const hook of hooks) {
      const variants = [hook.off, hook.before, hook.now];
      const apps = await Promise.all(variants.map(appOf));
      const samples: number[][] = variants.map(() => []);
      try {
        // Warm-up: the JIT compiles each app's path before it is measured.
        for (const [i, app] of apps.entries()) await cpuPerRequest(app, 1000, Boolean(variants[i]!.readsCookie));
        for (let round = 0; round < rounds; round++) {
          for (const [i, app] of apps.entries()) {
            samples[i]!.push(await cpuPerRequest(app, requests, Boolean(variants[i]!.readsCookie)));
          }
        }
      } finally {
        for (const app of apps) await app.close();
      }
      const [off, before, now] = samples.map(median) as [number, number, number];
      rows.push(
        `| ${hook.name} | ${off.toFixed(1)} | ${before.toFixed(1)} | ${now.toFixed(1)} | ${(before - off).toFixed(1)} → ${(now - off).toFixed(1)} |`,
      );
    }
    // Issue 48 point 2: zod's parse of the intake's body is kept; this is what it costs a request.
    const body = { song_title: 'Mr. Brightside', artist_name: 'The Killers', fan_name: 'Bench', message: null };
    const parses = requests * 10;
    const parseCpu = () => {
      const start = process.cpuUsage();
      for (let i = 0; i < parses; i++)
        if (!songRequestBody.safeParse(body).success) throw new Error('bench body refused');
      const used = process.cpuUsage(start);
      return (used.user + used.system) / parses;
    };
    parseCpu();
    const zod = median(Array.from({ length: rounds }, parseCpu));
    rows.push(
      '',
      `The fan submit's body through zod (\`songRequestBody.safeParse\`, the bench's request body), ${parses} parses × ${rounds} rounds, median: **${zod.toFixed(2)} µs of CPU per request**.`,
    );
    rows.push(
      '',
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} at the end`,
    );
    return rows;
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
