import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/server/db/connection';
import { postgresUrlFor, uniqueName } from './template-database';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** A URL another process or a second app instance can open (same file or database). */
  url: string;
  /** The PostgreSQL schema the handle uses as its search path; undefined means the default. */
  pgSchema: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database, copied from the run's template (test/global-setup.ts): a SQLite
 * file copy, or on PostgreSQL a new database made with CREATE DATABASE … TEMPLATE. Each call is
 * isolated from every other test, LISTEN/NOTIFY included (channels are per database).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  if (template.kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL');
    // Named after the run's template, so the run's teardown finds any copy left behind.
    const name = uniqueName(template.name);
    await withServer(serverUrl, (admin) =>
      sql`create database ${sql.id(name)} template ${sql.id(template.name)}`.execute(admin.db),
    );
    const url = postgresUrlFor(serverUrl, name);
    const handle = connectDatabase(url, { poolSize: 5 });
    return {
      handle,
      url,
      pgSchema: undefined,
      async drop() {
        await handle.close();
        // Not WITH (FORCE): killing a connection the app has not finished closing (the event bus's
        // LISTEN client) surfaces as an uncaught error in this worker. A copy still in use is
        // left to the run's teardown (test/global-setup.ts), after every worker has exited.
        await withServer(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)}`.execute(admin.db)).catch(
          (error: unknown) => {
            if ((error as { code?: string }).code !== '55006') throw error;
          },
        );
      },
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-test-'));
  const file = path.join(dir, 'test.sqlite');
  fs.copyFileSync(template.name, file);
  const handle = connectDatabase(file);
  return {
    handle,
    url: file,
    pgSchema: undefined,
    async drop() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function withServer(serverUrl: string, run: (admin: DatabaseHandle) => Promise<unknown>): Promise<void> {
  const admin = connectDatabase(serverUrl, { poolSize: 1 });
  try {
    await run(admin);
  } finally {
    await admin.close();
  }
}

/**
 * A URL of a database that does not exist yet (SQLite: a file path in a new folder) or is empty
 * (PostgreSQL: created without the template): what a restore starts from.
 */
export async function createEmptyDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('templateDatabase');
  if (template.kind === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL');
    const name = uniqueName(template.name);
    await withServer(serverUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin.db));
    return {
      url: postgresUrlFor(serverUrl, name),
      drop: () => withServer(serverUrl, (admin) => sql`drop database if exists ${sql.id(name)}`.execute(admin.db)),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-empty-'));
  return { url: path.join(dir, 'restored.sqlite'), drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
