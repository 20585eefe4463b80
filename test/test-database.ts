import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** A URL another process or a second app instance can open (same file or schema). */
  url: string;
  pgSchema: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database: a SQLite temp file, or a new schema on TEST_DATABASE_URL when the
 * test project is 'postgres'. Each call is isolated from every other test.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && pgUrl) {
    const pgSchema = `test_${randomBytes(6).toString('hex')}`;
    const admin = connectDatabase(pgUrl, { poolSize: 1 });
    await sql`create schema ${sql.id(pgSchema)}`.execute(admin.db);
    await admin.close();
    const handle = connectDatabase(pgUrl, { pgSchema, poolSize: 5 });
    await migrateToLatest(handle.db, handle.dialect, pgSchema);
    return {
      handle,
      url: pgUrl,
      pgSchema,
      async drop() {
        await handle.close();
        const cleanup = connectDatabase(pgUrl, { poolSize: 1 });
        await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(cleanup.db);
        await cleanup.close();
      },
    };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-test-'));
  const file = path.join(dir, 'test.sqlite');
  const handle = connectDatabase(file);
  await migrateToLatest(handle.db, handle.dialect);
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
