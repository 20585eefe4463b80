import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import { freePort, waitForHealth } from '../scripts/local-server';

export interface Started {
  url: string;
  /** The server's process id, for its memory (`rssOf`). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * A yardstick server (`bench/*.mjs`) in its own process, as the app runs: it prints its port as
 * JSON on its first line. `baseline-server.mjs` is the raw node:http JSON server,
 * `minimal-server.mjs` the minimal same-work Fastify server, `raw-sse-server.mjs` the raw SSE one.
 */
export async function startScript(file: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [file], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stop(child) };
}

/** glibc's settings `start:prod` and the image run with: freed memory goes back to the system. */
export const productionAllocator = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

/** CPU time (user + system) a process has used, in milliseconds (Linux, 10 ms resolution). */
export function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory of a process in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status);
  return kb ? Number(kb[1]) * 1024 : NaN;
}

/**
 * The compiled server (`npm run build:server`, what `npm run start:prod` runs) unless
 * BENCH_SERVER=dev asks for the TypeScript sources through tsx.
 */
export const compiledServer = () => process.env.BENCH_SERVER !== 'dev';

/** Compiles the server when the run measures the compiled one, so it measures this checkout. */
export async function buildServer(): Promise<void> {
  if (!compiledServer()) return;
  const child = spawn(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`build:server exited with ${code}`);
}

/** The real server, production mode, in its own process so load and server do not share a loop. */
export async function startApp(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
      // As start:prod ran it before decision 045, to measure what the flag costs.
      ...(process.env.BENCH_SOURCE_MAPS ? ['--enable-source-maps'] : []),
      ...(compiledServer() ? ['dist-server/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts']),
    ],
    {
      // BENCH_APP_LOG=info shows the server's own log (e.g. when it gave memory back).
      stdio: ['ignore', process.env.BENCH_APP_LOG ? 'inherit' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
        ...productionAllocator,
        LOG_LEVEL: process.env.BENCH_APP_LOG ?? 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        // Production mode asks for SMTP_URL; a benchmark's mail is only logged unless one is given.
        ...((env.SMTP_URL ?? process.env.SMTP_URL) ? {} : { EMAIL: 'log' }),
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, () => (child.exitCode === null ? null : `exit code ${child.exitCode}`), 60_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url, pid: child.pid!, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
