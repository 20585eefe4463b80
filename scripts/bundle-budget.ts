import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * `npm run check:bundle`: the JavaScript a phone downloads to show a fan page, Brotli-compressed,
 * against its budget below. Reads the build's manifest (dist/.vite/manifest.json): a page is
 * the entry chunk plus its route chunk and every chunk they import statically (the browser fetches
 * them at once; dynamic imports such as the sign-up form load only when opened). Run after
 * `npm run build`; exits 1 when a page is over budget.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export const budgets = [
  { page: '/', module: 'src/web/features/landing/landing-page.tsx', maxBytes: 110_000 },
  { page: '/request', module: 'src/web/features/requests/request-page.tsx', maxBytes: 100_000 },
  // Set at their size on 2026-11-26 plus about 3 KB: they may not grow unnoticed.
  { page: '/artist', module: 'src/web/features/artist/artist-page.tsx', maxBytes: 105_000 },
  { page: '/future-events', module: 'src/web/features/events/future-events-page.tsx', maxBytes: 102_000 },
] as const;

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file the browser loads before the page runs: the chunk and its static imports, once each. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * The content hashes in the chunk names a file imports (`-DRXSAtdu.js`), each the same 8
 * characters: they change whenever any other page changes, and as random text they moved a page's
 * Brotli size by up to ±100 bytes with its code unchanged (99,998 and 100,095 for the same
 * /request). The budget judges the code, so it compresses the file with the hashes held still.
 */
export const withStillHashes = (source: string) => source.replace(/-[A-Za-z0-9_-]{8}(\.(?:js|css))/g, '-00000000$1');

function brotliSize(distDir: string, file: string): number {
  const source = fs.readFileSync(path.join(distDir, file), 'utf8');
  return zlib.brotliCompressSync(Buffer.from(withStillHashes(source))).length;
}

function main(): void {
  const distDir = path.join(projectRoot, 'dist');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    console.error('No build manifest at dist/.vite/manifest.json: run `npm run build` first.');
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  let isOver = false;
  for (const budget of budgets) {
    const files = staticClosure(manifest, [entry, budget.module]);
    const bytes = files.reduce((sum, file) => sum + brotliSize(distDir, file), 0);
    const verdict = bytes <= budget.maxBytes ? 'ok' : 'OVER BUDGET';
    if (bytes > budget.maxBytes) isOver = true;
    console.log(
      `${budget.page.padEnd(14)} ${(bytes / 1000).toFixed(3).padStart(7)} KB of ${(budget.maxBytes / 1000).toFixed(0)} KB Brotli JS in ${files.length} files: ${verdict}`,
    );
  }
  if (isOver) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
