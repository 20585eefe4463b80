// `npm run build:server`: compiles the server into dist-server/ so production starts with plain
// `node` (no tsx, no TypeScript at run time). Packages stay external: node_modules is resolved at
// run time, so native addons (better-sqlite3, sharp, argon2) load as usual.
// The entry lands at dist-server/server/main.js: app.ts finds the project root two levels above
// its own file, which holds for src/server/app.ts and for this bundle alike.
// The operator's one-off commands are compiled beside it (dist-server/cli/), so an installation
// without tsx (the container image) can still migrate, back up, restore and create an admin.
import { build } from 'esbuild';

await build({
  entryPoints: {
    'server/main': 'src/server/main.ts',
    'cli/migrate': 'scripts/migrate.ts',
    'cli/create-admin': 'scripts/create-admin.ts',
    'cli/db-backup': 'scripts/db-backup.ts',
    'cli/db-restore': 'scripts/db-restore.ts',
  },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
