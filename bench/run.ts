import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startApp, startBaseline } from './processes';
import { measureEventLatency } from './event-latency';
import { scenarios, type BenchEnv, type Scenario } from './scenarios';

/**
 * `npm run bench`: each scenario runs with autocannon on loopback against the real server (own
 * process, production mode, SQLite), next to a raw node:http JSON server measured in the same run.
 * Prints a markdown table of requests/s and p99 latency with ratios to the baseline.
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
}

async function measure(target: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<Measurement> {
  const result = await autocannon({
    url: target.url,
    method: (target.method ?? 'GET') as 'GET',
    headers: target.headers ?? {},
    ...(target.body ? { body: target.body } : {}),
    connections,
    duration: seconds,
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ok2xx: result['2xx'],
    connections,
  };
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const selected: Scenario[] = scenarios.filter((s) => !only || s.name.includes(only));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-bench-'));
  const baseline = await startBaseline();
  const databasePath = path.join(dir, 'bench.sqlite');
  // Fan limits lifted: autocannon is one address sending thousands of requests to one show.
  const app = await startApp({
    DATABASE_URL: databasePath,
    MEDIA_DIR: path.join(dir, 'media'),
    FAN_REQUEST_LIMIT_PER_IP: '100000000',
  });
  const env: BenchEnv = { appUrl: app.url, databasePath, state: {} };
  const rows: string[] = [];
  try {
    const base = await measure({ url: `${baseline.url}/` });
    rows.push(`| raw node:http JSON (baseline) | ${base.rps.toFixed(0)} | 1.00 | ${base.p99} | |`);
    for (const scenario of selected) {
      const target = await scenario.prepare(env);
      const result = await measure(target);
      const ratio = result.rps / base.rps;
      const problems = result.errors + result.non2xx > 0 ? `${result.errors} errors, ${result.non2xx} non-2xx` : '';
      const check = scenario.verify ? await scenario.verify(env, result) : '';
      rows.push(
        `| ${scenario.name} | ${result.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${result.p99} | ${[problems, check].filter(Boolean).join('; ')} |`,
      );
    }
    if (!only || 'event latency'.includes(only)) {
      const latency = await measureEventLatency(env, Number(process.env.BENCH_STREAMS ?? 1000));
      rows.push(
        `| fan POST -> musician SSE event, ${latency.streams} open streams, ${latency.posts} requests | | | | p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms |`,
      );
    }
  } finally {
    await app.stop();
    await baseline.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const header = [
    `Node ${process.version}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s per scenario, ${new Date().toISOString().slice(0, 10)}`,
    '',
    '| scenario | requests/s | ratio to baseline | p99 ms | notes |',
    '|---|---:|---:|---:|---|',
  ];
  console.log([...header, ...rows].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
