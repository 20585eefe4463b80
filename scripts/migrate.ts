import { ConfigError, loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';

/** `npm run db:migrate`: brings the database named by DATABASE_URL to the latest schema. */
try {
  const config = loadConfig();
  const database = connectDatabase(config.databaseUrl);
  const applied = await migrateToLatest(database.db, database.dialect);
  await database.close();
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
