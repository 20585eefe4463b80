import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureBroadcast } from './broadcast';
import { measureEventLatency } from './event-latency';
import { measureHooks } from './hooks';
import { buildServer, compiledServer, cpuMsOf, startApp, startScript } from './processes';
import { measureSaturday } from './saturday';
import { scenarios, type BenchEnv, type Scenario, type Target } from './scenarios';

/**
 * `npm run bench`: each scenario runs with autocannon on loopback against the real server (own
 * process, production mode), against a raw node:http JSON server and against a minimal Fastify
 * server doing the same statement(s) and JSON, all three in the same run. Prints a markdown table
 * of requests/s, p99 latency and the ratios. SQLite by default; with BENCH_DATABASE_URL set to a
 * PostgreSQL server, a fresh database is created for the run and dropped after it.
 * Bounded: each measurement lasts BENCH_SECONDS (default 5) and targets 127.0.0.1 only.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Measurement {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  ok2xx: number;
  connections: number;
  /** Server CPU time per answered request, in microseconds: steadier than requests/s when other
   * work shares the machine, since time the server waits for a core does not count. */
  cpuUs: number;
}

async function measure(target: Target, pid: number): Promise<Measurement> {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({
    url: target.url,
    method: (target.method ?? 'GET') as 'GET',
    headers: target.headers ?? {},
    ...(target.body ? { body: target.body } : {}),
    connections,
    duration: seconds,
    ...(target.addresses ? { requests: [{ setupRequest: rotateAddress(target.addresses) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ok2xx: result['2xx'],
    connections,
    cpuUs: ((cpuMsOf(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
  };
}

/** Sets each request's X-Forwarded-For to the next of `count` addresses (10.20.0.0/16). */
function rotateAddress(count: number) {
  let next = 0;
  return (request: autocannon.Request) => {
    const n = next++ % count;
    request.headers = { ...request.headers, 'x-forwarded-for': `10.20.${n >> 8}.${n & 255}` };
    return request;
  };
}

/** The run's database: a SQLite file in `dir`, or a fresh PostgreSQL database dropped afterwards. */
async function benchDatabase(dir: string): Promise<{ url: string; label: string; drop: () => Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return { url: path.join(dir, 'bench.sqlite'), label: 'SQLite (WAL)', drop: async () => {} };
  const name = `stagecall_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: 'PostgreSQL',
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const loadAtStart = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const wanted = (name: string) => filters.length === 0 || filters.some((text) => name.includes(text));
  const selected: Scenario[] = scenarios.filter((s) => wanted(s.name));
  // The hooks table runs in this process (bench/hooks.ts), before any server starts.
  if (wanted('hooks')) console.log(`${(await measureHooks()).join('\n')}\n`);
  if (filters.length > 0 && filters.every((text) => 'hooks'.includes(text))) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-bench-'));
  const publicStreams = Number(process.env.BENCH_PUBLIC_STREAMS ?? 10_000);
  // Stopped in reverse order whatever happens, so a failed start leaves no process or database.
  const cleanup: (() => Promise<void>)[] = [async () => fs.rmSync(dir, { recursive: true, force: true })];
  const rows: string[] = [];
  let label: string | undefined;
  try {
    const database = await benchDatabase(dir);
    cleanup.push(database.drop);
    label = database.label;
    const baseline = await startScript('bench/baseline-server.mjs');
    cleanup.push(baseline.stop);
    // The fans' per-address limit is the default: the fan submit scenarios rotate their addresses
    // (X-Forwarded-For through one trusted hop, as behind the deployment's proxy). The stream
    // scenarios open thousands of streams from one address, and sign in many musicians.
    const appEnv = {
      DATABASE_URL: database.url,
      MEDIA_DIR: path.join(dir, 'media'),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: '1',
      SIGNIN_LIMIT_PER_10_MIN: '100000',
      SSE_STREAMS_PER_IP: String(publicStreams + 20_000),
      SSE_STREAMS_PER_DEVICE: '100',
    };
    await buildServer();
    const app = await startApp(appEnv);
    cleanup.push(app.stop);
    // Started after the app, which creates the schema.
    const minimal = await startScript('bench/minimal-server.mjs', { DATABASE_URL: database.url });
    cleanup.push(minimal.stop);
    const env: BenchEnv = { appUrl: app.url, minimalUrl: minimal.url, databaseUrl: database.url, state: {} };
    // The raw baseline is measured right before each scenario: on a shared machine the load moves
    // within a run, and a ratio is only fair to the baseline of the same minute.
    const baselineRow = async (name: string) => {
      const base = await measure({ url: `${baseline.url}/` }, baseline.pid);
      rows.push(`| ${name} | ${base.rps.toFixed(0)} | 1.00 | | ${base.p99} | ${base.cpuUs.toFixed(0)} | 1.00 | | | |`);
      return base;
    };
    for (const scenario of selected) {
      const base = await baselineRow('raw node:http JSON (baseline, just before)');
      const target = await scenario.prepare(env);
      const result = await measure(target, app.pid);
      const check = scenario.verify ? await scenario.verify(env, result) : '';
      const same = await measure(await scenario.minimal(env), minimal.pid);
      const problems = (m: Measurement, who: string) =>
        m.errors + m.non2xx > 0 ? `${who}: ${m.errors} errors, ${m.non2xx} non-2xx` : '';
      rows.push(
        `| ${scenario.name} | ${result.rps.toFixed(0)} | ${(result.rps / base.rps).toFixed(3)} | ${(result.rps / same.rps).toFixed(2)} | ${result.p99} | ${result.cpuUs.toFixed(0)} | ${(base.cpuUs / result.cpuUs).toFixed(3)} | ${(same.cpuUs / result.cpuUs).toFixed(2)} | ${same.rps.toFixed(0)} (${(same.rps / base.rps).toFixed(3)}), ${same.cpuUs.toFixed(0)} µs | ${[problems(result, 'app'), problems(same, 'minimal'), check].filter(Boolean).join('; ')} |`,
      );
    }
    if (wanted('event latency')) {
      const latency = await measureEventLatency(
        env,
        Number(process.env.BENCH_STREAMS ?? 1000),
        200,
        Number(process.env.BENCH_PUSH_PUBLIC_STREAMS ?? 1000),
      );
      rows.push(
        `| event latency: fan POST -> musician SSE event, ${latency.streams} queue streams and ${latency.publicStreams} public streams open, ${latency.posts} requests | | | | | | | | | p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms |`,
      );
    }
    // The stream scenarios each start a fresh server process: memory read after the load scenarios
    // above would count what they left behind.
    await app.stop();
    if (wanted('public streams')) {
      const fresh = await startApp(appEnv);
      try {
        const { app: a, raw } = await measureBroadcast({ ...env, appUrl: fresh.url, appPid: fresh.pid }, publicStreams);
        rows.push(
          `| public streams (fresh process): ${a.streams} open on GET /api/sessions/active/stream, a session going live or ending | | | | | | | | | app RSS ${mb(a.rss)} (+${mb(a.rssGrowth)} for the streams), raw SSE RSS ${mb(raw.rss)} (+${mb(raw.rssGrowth)}): ${(a.rss / raw.rss).toFixed(2)}× (growth ${(a.rssGrowth / raw.rssGrowth).toFixed(2)}×); broadcast p50 ${a.p50.toFixed(0)} ms, p99 ${a.p99.toFixed(0)} ms, raw p50 ${raw.p50.toFixed(0)} ms, p99 ${raw.p99.toFixed(0)} ms: ${(a.p99 / raw.p99).toFixed(2)}×; kept above idle after all close: app ${mb(a.keptAfter5s)} at 5 s, ${mb(a.keptAfter60s)} at 60 s (raw ${mb(raw.keptAfter5s)}, ${mb(raw.keptAfter60s)}) |`,
        );
      } finally {
        await fresh.stop();
      }
    }
    if (wanted('saturday')) {
      // Shows are added step by step (fresh processes each step) until fan submit p99 passes
      // 300 ms or push p99 passes 1 s: the last step within both is what the instances hold.
      const steps = (process.env.BENCH_SAT_SHOWS ?? '5,10,20,40,80,160').split(',').map(Number);
      const instanceCounts = (process.env.BENCH_SAT_INSTANCES ?? (database.label === 'PostgreSQL' ? '1,2' : '1'))
        .split(',')
        .map(Number);
      const phones = Number(process.env.BENCH_SAT_PHONES ?? 20);
      const ratePerShow = Number(process.env.BENCH_SAT_RATE ?? 0.5);
      const satSeconds = Number(process.env.BENCH_SAT_SECONDS ?? 15);
      for (const count of instanceCounts) {
        let holds = 0;
        for (const shows of steps) {
          const servers = [];
          for (let i = 0; i < count; i++) servers.push(await startApp(appEnv));
          try {
            const before = servers.map((s) => cpuMsOf(s.pid));
            const r = await measureSaturday(
              { ...env, appUrl: servers[0]!.url },
              servers.map((s) => s.url),
              { shows, phones, ratePerShow, seconds: satSeconds },
            );
            const cpu = servers.map((s, i) => ((cpuMsOf(s.pid) - before[i]!) / 1000 / satSeconds) * 100);
            const within = r.submitP99 <= 300 && r.pushP99 <= 1000 && r.failures === 0;
            rows.push(
              `| saturday night: ${count} instance(s), ${shows} shows, ${phones} phones each (${r.streams} streams), ${ratePerShow} requests/s per show, each accepted at once | | | | | | | | | submit p50 ${r.submitP50.toFixed(0)} ms, p99 ${r.submitP99.toFixed(0)} ms (${r.submits}); push p50 ${r.pushP50.toFixed(0)} ms, p99 ${r.pushP99.toFixed(0)} ms (${r.pushes}); ${r.failures} failures; server CPU ${cpu.map((c) => `${c.toFixed(0)} %`).join(' + ')}; ${within ? 'within' : 'OVER'} the goals |`,
            );
            if (!within) break;
            holds = shows;
          } finally {
            for (const s of servers) await s.stop();
          }
        }
        rows.push(
          `| saturday night: ${count} instance(s) hold ${holds} shows (of the steps ${steps.join(', ')}) | | | | | | | | | |`,
        );
      }
    }
    await baselineRow('raw node:http JSON (baseline, at the end)');
  } finally {
    for (const stop of cleanup.reverse()) await stop();
  }
  const header = [
    `${label ?? ''}, ${compiledServer() ? 'compiled server' : 'server through tsx'}, load average ${loadAtStart} at the start and ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )} at the end, Node ${process.version}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s per scenario, ${new Date().toISOString().slice(0, 16)}Z`,
    '',
    '| scenario | requests/s | ratio to raw | ratio to minimal | p99 ms | server CPU µs/request | CPU ratio to raw | CPU ratio to minimal | minimal same-work: requests/s (ratio to raw), CPU | notes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  console.log([...header, ...rows].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
