import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { isPostgresUrl } from '../config';
import type { Dialect } from './schema-helpers';
import { SqliteDatabase } from './sqlite-driver';
import type { Database } from './types';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The PostgreSQL pool, for LISTEN/NOTIFY; undefined on SQLite. */
  pgPool: pg.Pool | undefined;
  /** The PostgreSQL schema on the search path, when one was given (tests use one per database). */
  pgSchema?: string | undefined;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
let pgDriver: typeof pg | undefined;

/**
 * The PostgreSQL driver, loaded with the first PostgreSQL connection: an install on SQLite never
 * pays its memory (issue 48). A synchronous require, as connecting is synchronous.
 */
function postgresDriver(): typeof pg {
  if (!pgDriver) {
    pgDriver = require('pg') as typeof pg;
    // COUNT and SUM come back from PostgreSQL as strings (int8/numeric); our values fit in a JS number.
    pgDriver.types.setTypeParser(pgDriver.types.builtins.INT8, (value) => Number(value));
    pgDriver.types.setTypeParser(pgDriver.types.builtins.NUMERIC, (value) => Number(value));
  }
  return pgDriver;
}

export interface ConnectOptions {
  /** PostgreSQL only: a schema to create and use as the search path (tests use one per run). */
  pgSchema?: string;
  /** Pool size on PostgreSQL. */
  poolSize?: number;
}

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new (postgresDriver().Pool)({
      connectionString: url,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pgPool: pool, pgSchema: options.pgSchema, close: () => db.destroy() };
  }

  if (url !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SqliteDatabase(url);
  // WAL with synchronous=NORMAL keeps every committed write across a killed process and is about
  // three times faster than FULL here (docs/decisions/001). busy_timeout lets a second process
  // (a seed script, a CLI) wait for the lock instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', pgPool: undefined, close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver calls prepare() for every query it runs, and better-sqlite3 compiles the
 * SQL each time. The app runs a small, fixed set of SQL strings, so the compiled statements are
 * kept (least recently prepared dropped first). SQLite recompiles a kept statement by itself
 * after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
    } else {
      statement = sqlite.prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    }
    statements.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
