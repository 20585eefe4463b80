import type { CreateTableBuilder } from 'kysely';

/**
 * The few column types that differ between SQLite and PostgreSQL. Everything else is written
 * once. Booleans are integer 0/1 on both (the spec's "0 or 1 on read"), instants are ISO-8601 UTC
 * text and JSON is text, so rows read the same on either database: see docs/decisions/001.
 */
export type Dialect = 'sqlite' | 'postgres';

export function addIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** Booleans are stored as 0/1 on both databases. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
