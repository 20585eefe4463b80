import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { baseImage, ensureBaseImage } from './container/base-image';
import { docker, dockerSucceeds, ensureEngine, run } from './container/docker';
import { openQueueStream, queueTitles, sendFanRequest, signUpAndGoLive, waitForHealth } from './container/app-client';

/**
 * `npm run test:container`: builds the image from the Dockerfile and runs it as an operator would
 * (docs/deployment.md#container, docs/decisions/039-container-image.md):
 * - on SQLite with a volume: a musician signs up and goes live, a fan sends a request; `docker
 *   stop` (SIGTERM) while the musician's queue stream is open ends the stream and exits 0 within
 *   the bound; a new container on the same volume has the request, the session and its secret;
 * - an upgrade: an image built from the commit before the image existed runs on a volume first,
 *   then `migrate` and the new image on the same volume;
 * - on this machine's PostgreSQL (a fresh database, dropped afterwards).
 * It prints the image's size and the server's start time. Everything runs on the host's network
 * (the engine has no bridge), so the traffic stays on loopback.
 */
const root = path.resolve(import.meta.dirname, '..');
const image = 'stagecall:container-test';
const previousImage = 'stagecall:container-test-previous';
/** The last commit before the Dockerfile: the release an operator upgrades from. */
const previousCommit = process.env.CONTAINER_UPGRADE_FROM ?? 'bed88c3';
const postgresAdminUrl = process.env.CONTAINER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const suffix = `${process.pid}`;
const cleanups: (() => Promise<void> | void)[] = [];
const figures: string[] = [];

function step(name: string): () => number {
  const started = Date.now();
  console.log(`== ${name}`);
  return () => {
    const seconds = (Date.now() - started) / 1000;
    console.log(`   ${name}: ${seconds.toFixed(1)} s`);
    return seconds;
  };
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The build's access to the npm registry: this machine's registry and CA, as build secrets. */
function registrySecrets(work: string): string[] {
  const npmConfig = (key: string) => {
    const value = run('npm', ['config', 'get', key], { capture: true });
    return value === 'null' || value === 'undefined' ? '' : value;
  };
  const lines = [`registry=${npmConfig('registry')}`];
  for (const key of ['proxy', 'https-proxy', 'noproxy']) if (npmConfig(key)) lines.push(`${key}=${npmConfig(key)}`);
  const args: string[] = [];
  const cafile = npmConfig('cafile');
  if (cafile && fs.existsSync(cafile)) {
    lines.push('cafile=/run/secrets/npm_ca');
    args.push('--secret', `id=npm_ca,src=${cafile}`);
  }
  const npmrc = path.join(work, 'npmrc');
  fs.writeFileSync(npmrc, `${lines.join('\n')}\n`);
  args.push('--secret', `id=npmrc,src=${npmrc}`);
  // Docker passes these to every RUN without an ARG line, when set.
  for (const name of ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy']) {
    if (process.env[name]) args.push('--build-arg', name);
  }
  return args;
}

function build(tag: string, context: string, secrets: string[]): void {
  docker(['build', '--network', 'host', '--progress', 'plain', ...secrets, '-t', tag, context], {
    capture: !process.env.CONTAINER_TEST_VERBOSE,
  });
}

/** The commit before the image, as a context with today's Dockerfile, .dockerignore and entry point. */
function previousContext(work: string): string {
  const dir = path.join(work, 'previous');
  fs.mkdirSync(dir);
  run('sh', ['-c', `git -C '${root}' archive '${previousCommit}' | tar -x -C '${dir}'`]);
  for (const file of [
    'Dockerfile',
    '.dockerignore',
    'deploy/container/entrypoint.sh',
    'deploy/container/production-modules.mjs',
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  return dir;
}

interface Running {
  name: string;
  base: string;
  startSeconds: number;
}

async function start(tag: string, volumeOrEnv: { volume?: string; env?: Record<string, string> }): Promise<Running> {
  const port = await freePort();
  const name = `stagecall-test-${suffix}-${port}`;
  // No SMTP server here: production refuses to start without SMTP_URL unless told to log e-mail.
  const env = { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', EMAIL: 'log', ...volumeOrEnv.env };
  const started = Date.now();
  docker(
    [
      'run',
      '--detach',
      '--name',
      name,
      '--network',
      'host',
      // The image's own HEALTHCHECK command, checked every second here instead of every 30 s.
      '--health-interval',
      '1s',
      ...(volumeOrEnv.volume ? ['--volume', `${volumeOrEnv.volume}:/data`] : []),
      ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
      tag,
    ],
    { capture: true },
  );
  cleanups.push(() => void dockerSucceeds(['rm', '--force', '--volumes', name]));
  const base = `http://127.0.0.1:${port}`;
  // Up until it answers; a container that exits, or that its own HEALTHCHECK declares unhealthy
  // (a server stuck before listening), fails the test instead of keeping it waiting.
  await waitForHealth(base, () => {
    const [running, health] = inspect(
      name,
      '{{.State.Running}} {{if .State.Health}}{{.State.Health.Status}}{{end}}',
    ).split(' ');
    check(health !== 'unhealthy', `${name} is unhealthy:\n${docker(['logs', name], { capture: true }).slice(-2000)}`);
    return running === 'true';
  });
  return { name, base, startSeconds: (Date.now() - started) / 1000 };
}

const inspect = (name: string, format: string) => docker(['inspect', '--format', format, name], { capture: true });

/** `docker stop`: SIGTERM, then SIGKILL after 30 s; the server's own bound is 20 s. */
function stopGracefully(running: Running): void {
  docker(['stop', '--time', '30', running.name], { capture: true });
  const exitCode = inspect(running.name, '{{.State.ExitCode}}');
  const logs = docker(['logs', running.name], { capture: true });
  check(exitCode === '0', `${running.name} exited with ${exitCode} after SIGTERM:\n${logs.slice(-2000)}`);
  check(logs.includes('shutting down') && logs.includes('SIGTERM'), `${running.name} did not log its SIGTERM drain`);
  check(!logs.includes('shutdown did not finish in time'), `${running.name} hit its shutdown bound`);
  docker(['rm', '--volumes', running.name], { capture: true });
}

async function waitForHealthy(name: string): Promise<void> {
  for (;;) {
    const status = inspect(name, '{{.State.Health.Status}}');
    if (status === 'healthy') return;
    check(status !== 'unhealthy', `${name} is unhealthy: ${inspect(name, '{{json .State.Health}}')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function volume(label: string): string {
  const name = `stagecall-test-${label}-${suffix}`;
  docker(['volume', 'create', name], { capture: true });
  cleanups.push(() => void dockerSucceeds(['volume', 'rm', '--force', name]));
  return name;
}

/** The image holds the compiled server and its runtime dependencies, and nothing else. */
function checkImageContents(): void {
  const listing = docker(
    [
      'run',
      '--rm',
      '--network',
      'host',
      image,
      'sh',
      '-c',
      'id -u; ls -A /app; ls /app/node_modules; ls /app/dist-server/cli; test -w /data && echo data-writable',
    ],
    { capture: true },
  ).split('\n');
  check(listing[0] === '1000', `the image runs as uid ${listing[0]}, not the unprivileged node user`);
  const top = new Set(listing);
  for (const wanted of ['dist', 'dist-server', 'node_modules', 'package.json', 'migrate.js', 'data-writable']) {
    check(top.has(wanted), `the image lacks ${wanted}`);
  }
  for (const unwanted of ['src', 'test', 'e2e', 'scripts', 'bench', 'tsx', 'vite', 'vitest', 'typescript', 'esbuild']) {
    check(!top.has(unwanted), `the image holds ${unwanted}`);
  }
}

async function sqliteRoundTrip(): Promise<void> {
  const data = volume('sqlite');
  let done = step('SQLite on a volume: sign up, go live, a fan request');
  const first = await start(image, { volume: data });
  figures.push(
    `start to first 200 on /api/health (fresh volume, migrations included): ${first.startSeconds.toFixed(1)} s`,
  );
  await waitForHealthy(first.name);
  const musician = await signUpAndGoLive(first.base, 'container-sqlite@example.test');
  await sendFanRequest(first.base, musician.sessionId, 'Sent Before The Stop 🎸');
  const stream = await openQueueStream(first.base, musician);
  done();

  done = step('SIGTERM with a queue stream open: the stream ends, exit 0');
  stopGracefully(first);
  await stream.ended;
  done();

  done = step('a new container on the same volume: the data, the session and its secret are there');
  const second = await start(image, { volume: data });
  figures.push(`start to first 200 on /api/health (existing volume): ${second.startSeconds.toFixed(1)} s`);
  const titles = await queueTitles(second.base, musician);
  check(titles.includes('Sent Before The Stop 🎸'), `the queue after the restart holds ${JSON.stringify(titles)}`);
  stopGracefully(second);
  const migrated = docker(
    ['run', '--rm', '--network', 'host', '--env', 'EMAIL=log', '--volume', `${data}:/data`, image, 'migrate'],
    {
      capture: true,
    },
  );
  check(migrated.includes('The database is up to date.'), `migrate said: ${migrated}`);
  done();
}

async function upgrade(): Promise<void> {
  const data = volume('upgrade');
  let done = step(`the previous release (${previousCommit}) on a volume`);
  const old = await start(previousImage, { volume: data });
  const musician = await signUpAndGoLive(old.base, 'container-upgrade@example.test');
  await sendFanRequest(old.base, musician.sessionId, 'Sent On The Old Release');
  stopGracefully(old);
  done();

  done = step('upgrade: migrate, then the new image on the same volume');
  const migrated = docker(
    ['run', '--rm', '--network', 'host', '--env', 'EMAIL=log', '--volume', `${data}:/data`, image, 'migrate'],
    {
      capture: true,
    },
  );
  console.log(`   migrate: ${migrated}`);
  const upgraded = await start(image, { volume: data });
  check(
    (await queueTitles(upgraded.base, musician)).includes('Sent On The Old Release'),
    'the request sent on the old release is gone',
  );
  await sendFanRequest(upgraded.base, musician.sessionId, 'Sent On The New Release');
  check(
    (await queueTitles(upgraded.base, musician)).includes('Sent On The New Release'),
    'the new release lost a request',
  );
  stopGracefully(upgraded);
  done();
}

async function postgresRoundTrip(): Promise<void> {
  const done = step("PostgreSQL: this machine's server, a fresh database");
  const database = `stagecall_container_${suffix}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${database}`;
  const env = { DATABASE_URL: url.toString(), SESSION_SECRET: randomBytes(32).toString('hex') };
  const first = await start(image, { env });
  const musician = await signUpAndGoLive(first.base, 'container-postgres@example.test');
  await sendFanRequest(first.base, musician.sessionId, 'Sent To PostgreSQL');
  stopGracefully(first);
  const second = await start(image, { env });
  check((await queueTitles(second.base, musician)).includes('Sent To PostgreSQL'), 'PostgreSQL lost the request');
  stopGracefully(second);
  done();
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

// Interrupted (Ctrl-C, CI's timeout): the containers, volumes and database still go.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function main(): Promise<void> {
  const total = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-container-'));
  cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));

  let done = step('container engine (no bridge, host network)');
  const stopEngine = await ensureEngine(path.join(root, 'reports', 'dockerd.log'));
  done();
  try {
    done = step(`base image ${baseImage}`);
    console.log(`   ${ensureBaseImage() === 'built' ? 'built the local stand-in' : 'present'}`);
    done();

    const secrets = registrySecrets(work);
    done = step('build the image');
    build(image, root, secrets);
    figures.push(`image build: ${done().toFixed(1)} s`);
    const bytes = Number(docker(['image', 'inspect', '--format', '{{.Size}}', image], { capture: true }));
    const baseBytes = Number(docker(['image', 'inspect', '--format', '{{.Size}}', baseImage], { capture: true }));
    figures.push(
      `image size: ${(bytes / 1e6).toFixed(0)} MB (goal: under 250 MB; the base image ${baseImage} is ${(baseBytes / 1e6).toFixed(0)} MB of it)`,
    );
    checkImageContents();

    done = step(`build the previous release's image (${previousCommit}; the dependency layer is shared)`);
    build(previousImage, previousContext(work), secrets);
    figures.push(`previous release's image build: ${done().toFixed(1)} s`);

    await sqliteRoundTrip();
    await upgrade();
    await postgresRoundTrip();
  } finally {
    await cleanUp();
    // Images replaced by this run's builds: untagged, nothing refers to them.
    docker(['image', 'prune', '--force', '--filter', 'label=org.opencontainers.image.title=stagecall'], {
      capture: true,
    });
    await stopEngine();
  }
  console.log('\nContainer test passed.');
  for (const figure of figures) console.log(`  ${figure}`);
  console.log(`  total: ${((Date.now() - total) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`\nContainer test FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
