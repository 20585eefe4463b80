/**
 * Several Stagecall instances on one PostgreSQL behind nginx (Debian's `nginx-light`), as a
 * deployment would run them. `npm run fleet` starts one on a fresh database and prints its address;
 * test/fleet.test.ts drives it (kills and restarts an instance mid-run).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run fleet
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { compileServer } from '../scripts/build-if-stale';
import { freePort, waitForHealth } from '../scripts/local-server';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const hasNginx = () => fs.existsSync(NGINX);

export interface Instance {
  port: number;
  url: string;
  /** Ends the process at once, as a crash would (SIGKILL). */
  kill(): Promise<void>;
  /** Asks it to shut down as a deploy does (SIGTERM) and resolves with its exit code. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
  /** Its standard output and error so far, every start of it (a file in the fleet's folder). */
  log(): string;
}

export interface Fleet {
  /** nginx's address: what fans and musicians use. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  /** nginx's error log so far (for a failing test's message). */
  proxyLog(): string;
  /** Every instance's log and nginx's, for a failing test to print. */
  logs(): string;
  stop(): Promise<void>;
}

export interface FleetOptions {
  /** A PostgreSQL server URL; the fleet creates its own database there and drops it on stop. */
  serverUrl: string;
  instances?: number;
  env?: Record<string, string>;
}

export async function startFleet(options: FleetOptions): Promise<Fleet> {
  const dbName = `stagecall_fleet_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(options.serverUrl);
  databaseUrl.pathname = `/${dbName}`;

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-fleet-'));
  fs.chmodSync(dir, 0o777); // nginx workers run as another user when started by root
  const secret = randomBytes(32).toString('base64');
  compileServer();
  const instances: Instance[] = [];
  const children = new Set<ChildProcess>();

  for (let i = 0; i < (options.instances ?? 2); i++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let child: ChildProcess | undefined;
    // A file, not memory: what a hung shutdown left behind is still there when the test fails.
    const logFile = path.join(dir, `instance-${i + 1}.log`);
    const instance: Instance = {
      port,
      url,
      log: () => readIfThere(logFile),
      async start() {
        fs.appendFileSync(logFile, `--- start ${new Date().toISOString()}\n`);
        const log = fs.openSync(logFile, 'a');
        // The compiled server, as production runs it (and a start in a second, not tsx's ten).
        const started = spawn(process.execPath, ['dist-server/server/main.js'], {
          cwd: projectRoot,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATABASE_URL: databaseUrl.toString(),
            SESSION_SECRET: secret,
            TRUST_PROXY: '1',
            MEDIA_DIR: path.join(dir, 'media'),
            // Info: every request and the shutdown's steps, in the instance's log file.
            LOG_LEVEL: 'info',
            // Production mode asks for SMTP_URL; the fleet's mail is only logged unless one is given.
            ...((options.env?.SMTP_URL ?? process.env.SMTP_URL) ? {} : { EMAIL: 'log' }),
            ...options.env,
          },
          stdio: ['ignore', log, log],
        });
        fs.closeSync(log);
        children.add(started);
        started.once('exit', (code, signal) => {
          children.delete(started);
          fs.appendFileSync(logFile, `--- exit ${code ?? signal} ${new Date().toISOString()}\n`);
        });
        child = started;
        try {
          await waitForHealth(url, () => (started.exitCode === null ? null : `exit code ${started.exitCode}`));
        } catch (error) {
          throw new Error(`${(error as Error).message}\n${instance.log()}`, { cause: error });
        }
      },
      async kill() {
        const running = child;
        if (!running || running.exitCode !== null) return;
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGKILL');
        await exited;
      },
      async stop() {
        const running = child;
        if (!running || running.exitCode !== null) return running?.exitCode ?? null;
        const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
        running.kill('SIGTERM');
        return exited;
      },
    };
    instances.push(instance);
  }
  // One after the other: both run the same migrations at start.
  for (const instance of instances) await instance.start();

  const listenPort = await freePort();
  const template = fs.readFileSync(path.join(projectRoot, 'deploy/nginx.conf.template'), 'utf8');
  const conf = template
    .replaceAll('${PREFIX}', dir)
    .replaceAll('${LISTEN}', `127.0.0.1:${listenPort}`)
    .replaceAll(
      '${UPSTREAM_SERVERS}',
      // max_fails=0: see nginx.conf.template.
      instances.map((i) => `server 127.0.0.1:${i.port} max_fails=0;`).join('\n    '),
    );
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const check = spawnSync(NGINX, ['-t', '-c', confFile, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  let nginxOutput = '';
  const nginx = spawn(NGINX, ['-c', confFile, '-p', dir, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await waitForHealth(url, () => (nginx.exitCode === null ? null : `nginx exit code ${nginx.exitCode}`));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${nginxOutput}`, { cause: error });
  }

  const logs = () =>
    [
      ...instances.map((instance, i) => `=== instance ${i + 1} (${instance.url})\n${instance.log()}`),
      `=== nginx\n${readIfThere(path.join(dir, 'error.log'))}`,
    ].join('\n');
  return {
    url,
    databaseUrl: databaseUrl.toString(),
    instances,
    proxyLog: () => readIfThere(path.join(dir, 'error.log')),
    logs,
    async stop() {
      const exits = [...children, nginx].map(
        (c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : c.once('exit', resolve))),
      );
      for (const c of children) c.kill('SIGTERM');
      nginx.kill('SIGQUIT');
      await Promise.all(exits);
      // FLEET_LOGS=folder keeps every instance's log and nginx's after a run that passed too.
      if (process.env.FLEET_LOGS) {
        fs.mkdirSync(process.env.FLEET_LOGS, { recursive: true });
        fs.writeFileSync(path.join(process.env.FLEET_LOGS, `${dbName}.log`), logs());
      }
      const cleanup = new pg.Client({ connectionString: options.serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// `npm run fleet`: start, print, and stay up until Ctrl-C.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const fleet = await startFleet({ serverUrl, instances: Number(process.env.INSTANCES ?? 2) });
  console.log(`Stagecall fleet: ${fleet.url} (nginx) -> ${fleet.instances.map((i) => i.url).join(', ')}`);
  console.log(`database: ${fleet.databaseUrl} (dropped on exit)`);
  const stop = () => void fleet.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
