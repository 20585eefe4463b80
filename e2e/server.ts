import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../scripts/local-server';

/**
 * Starts the real server (the production entry point, not a test harness) on a free loopback
 * port with a fresh SQLite file in a temp directory, and waits until /api/health answers.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 60_000;

export interface RunningServer {
  baseUrl: string;
  /** The SQLite file, for tests that seed rows with the shared factories. */
  databaseUrl: string;
  stop: () => Promise<void>;
}

/**
 * `extraEnv` adds or overrides variables, e.g. OIDC_ISSUER for the Google sign-in journey.
 * `compiled` runs the production bundle (dist-server/, `npm run build`) with plain node, as
 * `npm run start:prod` does, instead of the sources through tsx.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  { compiled = false }: { compiled?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-e2e-'));
  const databaseUrl = path.join(dataDir, 'stagecall.sqlite');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const echo = Boolean(process.env.E2E_SERVER_LOG_LEVEL);

  const entry = compiled
    ? ['--enable-source-maps', 'dist-server/server/main.js']
    : ['--import', 'tsx', 'src/server/main.ts'];
  const server = spawn(process.execPath, entry, {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dataDir, 'media'),
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      // The browser's origin is this loopback address; a PUBLIC_URL from the shell would fail the origin check.
      PUBLIC_URL: '',
      // Every journey signs up or in from 127.0.0.1; the per-IP limits are tested in the integration suite.
      SIGNIN_LIMIT_PER_10_MIN: '10000',
      SIGNUP_LIMIT_PER_HOUR: '10000',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (echo) process.stderr.write(chunk);
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);

  let exitReason: string | null = null;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', (code, signal) => {
      exitReason = signal ?? `exit code ${code}`;
      resolve();
    }),
  );
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });

  try {
    await waitForHealth(baseUrl, () => exitReason, STARTUP_TIMEOUT_MS);
  } catch (error) {
    server.kill('SIGKILL');
    removeData();
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join('')}`, { cause: error });
  }

  return {
    baseUrl,
    databaseUrl,
    async stop() {
      if (exitReason === null) {
        server.kill('SIGTERM');
        const timeout = setTimeout(() => server.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timeout);
      }
      removeData();
    },
  };
}
