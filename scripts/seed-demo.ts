/**
 * `npm run seed:demo`: fills the database at DATABASE_URL with demo musicians, songs, venues, gigs
 * and two live sessions. Refuses a database that already has musicians.
 */
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { DemoDatabaseNotEmptyError, seedDemo } from '../src/server/demo/seed';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = connectDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db, database.dialect);
    const started = performance.now();
    await seedDemo(database.db, { mediaDir: config.mediaDir, log: (line) => console.log(line) });
    console.log(
      `Seeded ${config.databaseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s; photos in ${config.mediaDir}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DemoDatabaseNotEmptyError) {
      console.error(`seed-demo: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
