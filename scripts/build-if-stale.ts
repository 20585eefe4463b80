import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds the web client when dist/ is missing or older than any of its sources, so `npm start`
 * and the e2e run always serve the current code without paying for a build every time.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(projectRoot, 'dist', 'index.html');
const sources = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes only its directory's time
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function isClientStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some((source) => newestMtime(path.join(projectRoot, source)) > builtAt);
}

/** Returns whether a build ran. */
export async function buildIfStale(): Promise<boolean> {
  if (!isClientStale()) return false;
  console.log('Building the web client (sources changed since the last build)…');
  const { build } = await import('vite');
  await build({ root: projectRoot, configFile: path.join(projectRoot, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}

/**
 * Compiles the server into dist-server/ (scripts/build-server.mjs; about a second with esbuild), for
 * the harnesses that start the compiled server: the journeys (scripts/start-server.ts) and Lighthouse.
 */
export function compileServer(): void {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Compiling the server (scripts/build-server.mjs) failed.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildIfStale();
  if (!built) console.log('The web client is up to date.');
}
