import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { isPostgresUrl } from './config';

/**
 * SESSION_SECRET keys the HMACs of IP hashes and device ids. A bare `npm start` has none, so one is
 * generated once and kept beside the SQLite file; on PostgreSQL (several instances) it must be set.
 */
export function resolveSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (isPostgresUrl(config.databaseUrl)) {
    throw new Error('SESSION_SECRET must be set when DATABASE_URL is PostgreSQL (all instances need the same one)');
  }
  const dir = config.databaseUrl === ':memory:' ? undefined : path.dirname(path.resolve(config.databaseUrl));
  if (!dir) return randomBytes(32).toString('base64url');
  const file = path.join(dir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
