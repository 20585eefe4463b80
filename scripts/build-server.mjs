// `npm run build:server`: compiles the server into dist-server/ so production starts with plain
// `node` (no tsx, no TypeScript at run time). Packages stay external: node_modules is resolved at
// run time, so native addons (better-sqlite3, sharp, argon2) load as usual.
// The entry lands at dist-server/server/main.js: app.ts finds the project root two levels above
// its own file, which holds for src/server/app.ts and for this bundle alike.
import { build } from 'esbuild';

await build({
  entryPoints: { 'server/main': 'src/server/main.ts' },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
