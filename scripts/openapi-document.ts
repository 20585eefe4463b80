/**
 * The OpenAPI document exactly as GET /api/openapi.json serves it, built without a listening
 * server: the app runs with its defaults on an in-memory SQLite database and answers through inject(). Shared by
 * `npm run lint:api` (redocly) and `npm run api:types` (the web's typed client) so both read the
 * same document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';

/** The document's JSON text, as served. */
export async function buildOpenApiDocument(): Promise<string> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-openapi-'));
  // A fixed environment, not the caller's: the document must not change with whoever builds it
  // (TEST_CLOCK_CONTROL, for one, adds routes a journey server has and production has not).
  const config = loadConfig({
    DATABASE_URL: ':memory:',
    MEDIA_DIR: path.join(scratch, 'media'),
    NODE_ENV: 'test',
  });
  const database = connectDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db, database.dialect);
    const { app } = await buildApp({ config, database, secret: 'openapi-document', logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    await app.close();
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    return response.body;
  } finally {
    await database.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
