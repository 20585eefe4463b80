/**
 * `npm run lint:api`: the OpenAPI document exactly as GET /api/openapi.json serves it, checked by
 * `redocly lint` with its recommended rules (redocly.yaml). The app runs on an in-memory SQLite
 * database and answers through inject(): no port, no files left behind but the document in the
 * system's temp directory.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-openapi-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: ':memory:',
  MEDIA_DIR: path.join(scratch, 'media'),
  NODE_ENV: 'test',
});
const database = connectDatabase(config.databaseUrl);
await migrateToLatest(database.db, database.dialect);
const { app } = await buildApp({ config, database, secret: 'lint-openapi', logger: false });
const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
await app.close();
await database.close();
if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);

const file = path.join(scratch, 'openapi.json');
fs.writeFileSync(file, response.body);
const redocly = path.resolve('node_modules/.bin/redocly');
const result = spawnSync(redocly, ['lint', file, '--config', 'redocly.yaml', '--format', 'stylish'], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
