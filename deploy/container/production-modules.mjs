// Leaves in node_modules only what the compiled server needs at run time: the packages reachable
// from package.json's dependencies, resolved through package-lock.json as Node resolves them.
// Two are left out: tsx (the server is compiled, so no TypeScript loader ships) and better-sqlite3
// 12, the driver for Node 20 (the image runs Node 24, which loads `better-sqlite3-napi`). Offline and deterministic,
// where `npm prune --omit=dev` asks the registry about packages it then removes.
// Usage (in the image build): node production-modules.mjs /app
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? '.');
const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
const packages = lock.packages;
const notShipped = new Set(['tsx', 'better-sqlite3']);

/** Where `name`, required from the package at `from`, is found: the nearest node_modules up the tree. */
function resolve(from, name) {
  for (let base = from; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const up = base.lastIndexOf('/node_modules/');
    base = up === -1 ? '' : base.slice(0, up);
  }
}

const keep = new Set();
const queue = Object.keys(packages[''].dependencies ?? {})
  .filter((name) => !notShipped.has(name))
  .map((name) => resolve('', name));
while (queue.length > 0) {
  const at = queue.pop();
  if (!at || keep.has(at)) continue;
  keep.add(at);
  const entry = packages[at];
  for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
    queue.push(resolve(at, name));
  }
}

let removed = 0;
// Deepest first, so a kept package inside a removed one cannot exist (it was not reachable).
for (const at of Object.keys(packages).sort((a, b) => b.length - a.length)) {
  if (!at || keep.has(at) || packages[at].link) continue;
  const full = path.join(dir, at);
  if (fs.existsSync(full)) {
    fs.rmSync(full, { recursive: true, force: true });
    removed += 1;
  }
}
// Scope folders left empty, and the bin links of removed packages.
const top = path.join(dir, 'node_modules');
for (const scope of fs.readdirSync(top).filter((name) => name.startsWith('@'))) {
  if (fs.readdirSync(path.join(top, scope)).length === 0) fs.rmdirSync(path.join(top, scope));
}
fs.rmSync(path.join(top, '.bin'), { recursive: true, force: true });
fs.rmSync(path.join(top, '.package-lock.json'), { force: true });
console.log(`kept ${keep.size} packages, removed ${removed}`);
