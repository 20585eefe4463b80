import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { isPostgresUrl } from './config';

/** The folder beside the SQLite file, where a bare `npm start` keeps what it generates once; none in memory. */
export function dataDirOf(config: Config): string | undefined {
  return config.databaseUrl === ':memory:' ? undefined : path.dirname(path.resolve(config.databaseUrl));
}

/** A file of the data folder, created with `create()` the first time and read back ever after (owner only). */
export function keptInDataDir(dir: string, name: string, create: () => string): string {
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dir, { recursive: true });
  const value = create();
  fs.writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/**
 * SESSION_SECRET keys the HMACs of IP hashes and device ids. A bare `npm start` has none, so one is
 * generated once and kept beside the SQLite file; on PostgreSQL (several instances) it must be set.
 */
export function resolveSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (isPostgresUrl(config.databaseUrl)) {
    throw new Error('SESSION_SECRET must be set when DATABASE_URL is PostgreSQL (all instances need the same one)');
  }
  const dir = dataDirOf(config);
  const generate = () => randomBytes(32).toString('base64url');
  return dir ? keptInDataDir(dir, 'session-secret', generate) : generate();
}
