import { defineConfig } from 'vitest/config';

// Every integration test runs against SQLite, and again against PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it), as two projects of one run.
const databases = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export default defineConfig({
  test: {
    projects: databases.map((database) => ({
      extends: true,
      test: {
        name: database,
        env: { TEST_DB: database },
        include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
        environment: 'node',
        setupFiles: ['test/setup.ts'],
        testTimeout: 20_000,
        hookTimeout: 30_000,
      },
    })),
  },
});
