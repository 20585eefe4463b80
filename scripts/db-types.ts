import fs from 'node:fs';
import { sql } from 'kysely';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { renderSchemaTypes, schemaSnapshot } from '../src/server/db/schema-snapshot';

/**
 * `npm run db:types`: migrates an empty PostgreSQL database and writes the schema it ends with to
 * src/server/db/schema.generated.ts. Run it after adding a migration; `npm run typecheck` then
 * says where types.ts disagrees with it, and a test fails while the file is out of date.
 * PostgreSQL, not SQLite: SQLite keeps a column added by ALTER nullable and lets a text primary
 * key hold NULL, so only PostgreSQL says what the migrations mean (schema-types.test.ts holds
 * SQLite to it). The server is TEST_DATABASE_URL's, as the tests use (README, docs/development.md).
 */
const GENERATED_PATH = 'src/server/db/schema.generated.ts';
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function main() {
  const name = `stagecall_db_types_${process.pid}`;
  const admin = connectDatabase(serverUrl, { poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), { poolSize: 1 });
  try {
    await migrateToLatest(database.db, database.dialect);
    fs.writeFileSync(GENERATED_PATH, renderSchemaTypes(await schemaSnapshot(database.db)));
    console.log(`wrote ${GENERATED_PATH}`);
  } finally {
    await database.close();
    await sql`drop database if exists ${sql.id(name)}`.execute(admin.db);
    await admin.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
