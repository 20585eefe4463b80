import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The docker CLI as the container test drives it. Debian's client (docker.io) comes first: it
 * speaks BuildKit to the engine on its own, where a newer client without the buildx plugin falls
 * back to the legacy builder, which cannot read the Dockerfile's `RUN --mount` (build secrets and
 * npm's cache).
 */
export const dockerCli = fs.existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker';
const dockerEnv = { ...process.env, DOCKER_BUILDKIT: '1' };

export class CommandError extends Error {}

/** Runs a command to its end; its output streams to ours unless `capture`, then it is returned. */
export function run(command: string, args: string[], options: SpawnSyncOptions & { capture?: boolean } = {}): string {
  const { capture, ...rest } = options;
  const result = spawnSync(command, args, {
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...rest,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const stderr = typeof result.stderr === 'string' ? result.stderr.trim() : '';
    throw new CommandError(`${command} ${args.join(' ')} exited with ${result.status}${stderr ? `:\n${stderr}` : ''}`);
  }
  return typeof result.stdout === 'string' ? result.stdout.trim() : '';
}

export const docker = (args: string[], options: SpawnSyncOptions & { capture?: boolean } = {}) =>
  run(dockerCli, args, { env: dockerEnv, ...options });

export function dockerSucceeds(args: string[]): boolean {
  return spawnSync(dockerCli, args, { stdio: 'ignore', env: dockerEnv }).status === 0;
}

export const imageExists = (name: string) => dockerSucceeds(['image', 'inspect', name]);

/**
 * An engine to talk to: the running one, or one started here with no bridge network and no
 * iptables rules (every build and container uses the host's network, so all traffic stays on this
 * machine's loopback). Returns a stop function for an engine started here.
 */
export async function ensureEngine(logFile: string): Promise<() => Promise<void>> {
  if (dockerSucceeds(['info'])) return async () => {};
  const args = ['--bridge=none', '--iptables=false', '--ip6tables=false'];
  if (process.env.CONTAINER_STORAGE_DRIVER) args.push(`--storage-driver=${process.env.CONTAINER_STORAGE_DRIVER}`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'a');
  const engine = spawn('dockerd', args, { stdio: ['ignore', log, log], detached: true });
  const exited = new Promise<void>((resolve) => engine.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  // The engine answers once its socket is up; waiting for that answer, not for a set time.
  while (!dockerSucceeds(['info'])) {
    if (gone) throw new Error(`dockerd exited at start; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    if (gone) return;
    engine.kill('SIGTERM');
    await exited;
  };
}
