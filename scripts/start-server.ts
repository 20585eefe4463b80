import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningPort, waitForHealth } from './local-server';

/**
 * Starts the real server (the compiled production entry point, which the journeys' global setup
 * and Lighthouse build; not a test harness) on a loopback port of the kernel's choosing with a fresh SQLite file in a
 * temp directory, and waits until /api/health answers.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STARTUP_TIMEOUT_MS = 60_000;

export interface RunningServer {
  baseUrl: string;
  /** The SQLite file, for tests that seed rows with the shared factories. */
  databaseUrl: string;
  stop: () => Promise<void>;
}

/** `extraEnv` adds or overrides variables, e.g. OIDC_ISSUER for the Google sign-in journey. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-e2e-'));
  const databaseUrl = path.join(dataDir, 'stagecall.sqlite');
  const output: string[] = [];
  const echo = Boolean(process.env.E2E_SERVER_LOG_LEVEL);

  const server = spawn(process.execPath, ['dist-server/server/main.js'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // The kernel picks the port and the server reports it (listeningPort): a port picked here and
      // freed again could be picked by a second journey too, and both would then talk to whichever
      // server bound it first.
      PORT: '0',
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dataDir, 'media'),
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      // The browser's origin is this loopback address; a PUBLIC_URL from the shell would fail the origin check.
      PUBLIC_URL: '',
      // Every journey signs up or in from 127.0.0.1; the per-IP limits are tested in the integration suite.
      SIGNIN_LIMIT_PER_10_MIN: '10000',
      SIGNUP_LIMIT_PER_HOUR: '10000',
      // Production mode asks for SMTP_URL; the journeys that read mail bring a local SMTP server.
      ...((extraEnv.SMTP_URL ?? process.env.SMTP_URL) ? {} : { EMAIL: 'log' }),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (echo) process.stderr.write(chunk);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  let exitReason: string | null = null;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', (code, signal) => {
      exitReason = signal ?? `exit code ${code}`;
      resolve();
    }),
  );
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });

  let baseUrl: string;
  try {
    baseUrl = `http://127.0.0.1:${await listeningPort(server, STARTUP_TIMEOUT_MS)}`;
    server.disconnect();
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
