import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';

/**
 * The migrated template every integration test file copies (as the Epic Stack does): migrations
 * run once per test run and database kind, not once per file. Created by the vitest globalSetup
 * (test/global-setup.ts) and handed to the workers through `provide`/`inject`.
 */
export interface TemplateDatabase {
  kind: 'sqlite' | 'postgres';
  /** SQLite: the template file. PostgreSQL: the template database's name. */
  name: string;
}

/** A URL naming another database on the same server as `serverUrl`. */
export function postgresUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export async function createSqliteTemplate(): Promise<{ template: TemplateDatabase; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-template-'));
  const file = path.join(dir, 'template.sqlite');
  const handle = connectDatabase(file);
  await migrateToLatest(handle.db, handle.dialect);
  // Closing checkpoints the WAL into the main file, so copying that one file copies everything.
  await handle.close();
  return {
    template: { kind: 'sqlite', name: file },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export async function createPostgresTemplate(
  serverUrl: string,
): Promise<{ template: TemplateDatabase; remove(): Promise<void> }> {
  const name = uniqueName('stagecall_template');
  const admin = connectDatabase(serverUrl, { poolSize: 1 });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const handle = connectDatabase(postgresUrlFor(serverUrl, name), { poolSize: 1 });
  await migrateToLatest(handle.db, handle.dialect);
  // CREATE DATABASE … TEMPLATE refuses a template that has open connections.
  await handle.close();
  return {
    template: { kind: 'postgres', name },
    async remove() {
      // The copies named after this template that a test could not drop while still in use.
      const leftovers = await sql<{ datname: string }>`
        select datname from pg_database where starts_with(datname, ${`${name}_`})`.execute(admin.db);
      for (const { datname } of leftovers.rows) {
        await sql`drop database if exists ${sql.id(datname)} with (force)`.execute(admin.db);
      }
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}
