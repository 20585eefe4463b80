import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { isPostgresUrl } from '../config';
import { connectDatabase, type Db } from '../db/connection';
import { SqliteDatabase } from '../db/sqlite-driver';

/**
 * `npm run db:backup` and `npm run db:restore`: the database and the media files, as one folder.
 *
 * - SQLite: SQLite's online backup API (better-sqlite3's `backup()`), which copies a consistent
 *   state page by page while the server keeps writing.
 * - PostgreSQL: `pg_dump -Fc` (Debian's postgresql-client) inside an exported snapshot, so the
 *   row counts written in the manifest are those of the same instant as the dump.
 *
 * A restore goes only into an empty database and checks every table's row count against the
 * manifest; a backup that does not restore whole fails loudly instead of leaving half a database.
 */
export interface BackupManifest {
  format: 1;
  kind: 'sqlite' | 'postgres';
  created_at: string;
  /** Rows per table at the instant of the backup. */
  tables: Record<string, number>;
  media_files: number;
}

const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
const MANIFEST = 'manifest.json';

export async function tableCounts(db: Db, dialect: 'sqlite' | 'postgres'): Promise<Record<string, number>> {
  const names =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select tablename as name from pg_tables
          where schemaname = current_schema() order by tablename`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of names.rows) {
    const { rows } = await sql<{ count: number }>`select count(*) as count from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(new Error(`${command} could not start (${error.message}); install Debian's postgresql-client`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).length;
}

/** Writes a new folder `stagecall-<timestamp>` under `outDir` and returns its path and manifest. */
export async function backupDatabase(
  databaseUrl: string,
  mediaDir: string,
  outDir: string,
  now: Date = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = path.join(outDir, `stagecall-${now.toISOString().replace(/[:.]/g, '-')}`);
  fs.mkdirSync(dir, { recursive: true });
  const kind = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
  let tables: Record<string, number>;
  if (kind === 'sqlite') {
    const target = path.join(dir, DATABASE_FILE.sqlite);
    const source = new SqliteDatabase(databaseUrl, { readonly: true, fileMustExist: true });
    try {
      // All pages in one step, under one read transaction: copied a hundred pages at a time, a
      // backup restarts whenever the server writes in between, and under steady fan traffic it
      // never finished. WAL keeps the server's writes going while the step reads.
      await source.backup(target, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
    const copy = connectDatabase(target);
    try {
      tables = await tableCounts(copy.db, 'sqlite');
    } finally {
      await copy.close();
    }
  } else {
    tables = await dumpPostgres(databaseUrl, path.join(dir, DATABASE_FILE.postgres));
  }
  if (fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(dir, 'media'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    kind,
    created_at: now.toISOString(),
    tables,
    media_files: countFiles(path.join(dir, 'media')),
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dir, manifest };
}

/** pg_dump of the snapshot the counts were read in: the manifest and the dump agree row for row. */
async function dumpPostgres(databaseUrl: string, file: string): Promise<Record<string, number>> {
  const handle = connectDatabase(databaseUrl, { poolSize: 1 });
  try {
    return await handle.db.connection().execute(async (connection) => {
      await sql`begin isolation level repeatable read, read only`.execute(connection);
      try {
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(connection);
        const counts = await tableCounts(connection, 'postgres');
        await run('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, databaseUrl]);
        return counts;
      } finally {
        await sql`commit`.execute(connection);
      }
    });
  } finally {
    await handle.close();
  }
}

export class RestoreRefusedError extends Error {}

/** Restores a backup folder into the empty database at `databaseUrl` and its media into `mediaDir`. */
export async function restoreDatabase(
  backupDir: string,
  databaseUrl: string,
  mediaDir: string,
): Promise<BackupManifest> {
  const manifestFile = path.join(backupDir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new RestoreRefusedError(`${backupDir} has no ${MANIFEST}: not a backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const kind = isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
  if (manifest.kind !== kind) {
    throw new RestoreRefusedError(`This is a ${manifest.kind} backup; DATABASE_URL names a ${kind} database`);
  }

  if (kind === 'sqlite') {
    if (fs.existsSync(databaseUrl) && fs.statSync(databaseUrl).size > 0) {
      throw new RestoreRefusedError(`${databaseUrl} exists: restore into a new file, then swap it in`);
    }
    fs.mkdirSync(path.dirname(path.resolve(databaseUrl)), { recursive: true });
    fs.copyFileSync(path.join(backupDir, DATABASE_FILE.sqlite), databaseUrl);
  } else {
    const target = connectDatabase(databaseUrl, { poolSize: 1 });
    try {
      const existing = Object.keys(await tableCounts(target.db, 'postgres'));
      if (existing.length > 0) {
        throw new RestoreRefusedError(`The database already has tables (${existing.slice(0, 3).join(', ')}…)`);
      }
    } finally {
      await target.close();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${databaseUrl}`,
      path.join(backupDir, DATABASE_FILE.postgres),
    ]);
  }

  const restored = connectDatabase(databaseUrl, { poolSize: 1 });
  try {
    const counts = await tableCounts(restored.db, kind);
    const wrong = Object.entries(manifest.tables).filter(([table, rows]) => counts[table] !== rows);
    if (wrong.length > 0) {
      throw new Error(
        `The restore does not match the backup: ${wrong.map(([table, rows]) => `${table} ${counts[table] ?? 'missing'} of ${rows}`).join(', ')}`,
      );
    }
  } finally {
    await restored.close();
  }
  const media = path.join(backupDir, 'media');
  if (fs.existsSync(media)) fs.cpSync(media, mediaDir, { recursive: true, force: false });
  return manifest;
}
