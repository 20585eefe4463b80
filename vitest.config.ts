import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Four projects in one run (docs/decisions/010-test-suite.md):
// - unit: every test file that never opens a database, run once;
// - web: the web's components and hooks (`*.test.tsx`), rendered with Testing Library in happy-dom;
// - sqlite, and postgres when TEST_DATABASE_URL is set (CI sets it): the integration files, each
//   on a copy of a migrated template database made once per project by test/global-setup.ts.
// A file is an integration file when it imports the test app or the test database helpers, or
// reads TEST_DATABASE_URL itself (the fleet test starts its own instances on that server).
const roots = ['src', 'test', 'scripts'];
const usesDatabase = /from ['"](?:\.\.?\/)+(?:test\/)?(?:app|test-database)['"]|process\.env\.TEST_DATABASE_URL/;

function testFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

const files = roots.flatMap(testFiles);
const integration = files.filter((file) => usesDatabase.test(fs.readFileSync(file, 'utf8')));
const web = files.filter((file) => file.endsWith('.tsx'));
const unit = files.filter((file) => !integration.includes(file) && !web.includes(file));
const databases = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

const shared = {
  environment: 'node' as const,
  setupFiles: ['test/setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    // The files of one worker share their imports (the whole app, zod schemas, sharp): importing
    // them afresh for every file was a third of the run. Each file still builds its own app on its
    // own database, so only module caches are shared. Set at the root: vitest 4 plans workers from it.
    isolate: false,
    projects: [
      { extends: true as const, test: { ...shared, name: 'unit', include: unit } },
      {
        extends: true as const,
        test: {
          ...shared,
          name: 'web',
          include: web,
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts', 'test/web-setup.ts'],
        },
      },
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          ...shared,
          name: database,
          env: { TEST_DB: database },
          include: integration,
          globalSetup: ['test/global-setup.ts'],
        },
      })),
    ],
  },
});
