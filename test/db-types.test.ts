import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSchemaTypes, schemaSnapshot, type TableShape } from '../src/server/db/schema-snapshot';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * src/server/db/schema.generated.ts is generated from the migrated PostgreSQL schema
 * (`npm run db:types`) and types.ts is held to it by the compiler (schema-check.ts). This test
 * keeps the generated file current: on PostgreSQL it must be exactly what the migrations build;
 * on SQLite the same tables, columns and types, with the nulls SQLite cannot refuse (below).
 */
const generatedPath = path.resolve(import.meta.dirname, '../src/server/db/schema.generated.ts');

/**
 * Columns SQLite lets be null where PostgreSQL does not: added to a table that had rows (SQLite
 * cannot add a NOT NULL column without a default; migration 046 says so on PostgreSQL). The
 * members of the money (migration 042) are refused null by triggers on SQLite.
 */
const nullOnlyOnSqlite = new Set([
  'email_outbox.kind',
  'email_outbox.next_attempt_at',
  'ledger_entries.member_user_id',
  'withdrawals.member_user_id',
]);

/**
 * Each table's primary key columns, asked of SQLite once: SQLite lets a primary key column be null
 * unless it is an INTEGER PRIMARY KEY (none ever is), and may fill in any INTEGER PRIMARY KEY.
 */
async function sqlitePrimaryKeys(tables: TableShape[]): Promise<Map<string, Set<string>>> {
  return new Map(
    await Promise.all(
      tables.map(async (table) => {
        const rows = await sql<{
          name: string;
        }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(database.handle.db);
        return [table.name, new Set(rows.rows.map((row) => row.name))] as const;
      }),
    ),
  );
}

/**
 * The SQLite schema as PostgreSQL would say it: the nulls above read as NOT NULL. Whether SQLite
 * fills in an INTEGER PRIMARY KEY (it always may) is not compared: PostgreSQL's run checks keys.
 */
function asPostgresWouldSay(tables: TableShape[], primaryKeys: Map<string, Set<string>>): TableShape[] {
  return tables.map((table) => ({
    ...table,
    columns: table.columns.map((column) =>
      primaryKeys.get(table.name)?.has(column.name)
        ? { ...column, nullable: false, filled: false }
        : nullOnlyOnSqlite.has(`${table.name}.${column.name}`)
          ? { ...column, nullable: false }
          : column,
    ),
  }));
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('db/schema.generated.ts', () => {
  it('is what the migrations build (run `npm run db:types` after adding one)', async () => {
    const tables = (await schemaSnapshot(database.handle.db)).filter((table) => !table.name.startsWith('sqlite_'));
    // Column order differs between the databases when a migration rebuilt a SQLite table.
    const ordered = (shapes: TableShape[]) =>
      shapes.map((table) => ({ ...table, columns: [...table.columns].sort((a, b) => a.name.localeCompare(b.name)) }));
    const generated = fs.readFileSync(generatedPath, 'utf8');
    if (database.handle.dialect === 'postgres') expect(renderSchemaTypes(tables)).toBe(generated);
    else {
      const keys = await sqlitePrimaryKeys(tables);
      const expected = parseGenerated(generated).map((table) => ({
        ...table,
        columns: table.columns.map((c) => (keys.get(table.name)?.has(c.name) ? { ...c, filled: false } : c)),
      }));
      expect(renderSchemaTypes(ordered(asPostgresWouldSay(tables, keys)))).toBe(renderSchemaTypes(ordered(expected)));
    }
  });
});

/** The generated module read back into shapes (its lines are one column each). */
function parseGenerated(text: string): TableShape[] {
  const tables: TableShape[] = [];
  for (const line of text.split('\n')) {
    const table = /^ {2}(\w+): \{$/.exec(line);
    if (table) tables.push({ name: table[1]!, columns: [] });
    const column =
      /^ {4}(\w+): \{ type: (number|string|Buffer); nullable: (true|false); filled: (true|false) \};$/.exec(line);
    if (column)
      tables.at(-1)!.columns.push({
        name: column[1]!,
        type: column[2] as 'number' | 'string' | 'Buffer',
        nullable: column[3] === 'true',
        filled: column[4] === 'true',
      });
  }
  return tables;
}
