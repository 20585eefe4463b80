import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { productionHashCost } from '../src/server/features/auth/passwords';
import { upsertAdmin } from '../src/server/features/auth/service';
import { adminUsage, parseAdminArgs } from './admin-args';

/**
 * `npm run admin:create -- --email boss@example.com --password '…'`: creates that admin, or
 * resets the password and re-activates it when the account exists.
 */
const args = parseAdminArgs(process.argv.slice(2));
if (args.kind === 'help') {
  console.log(adminUsage);
  process.exit(0);
}
if (args.kind === 'invalid') {
  console.error(args.message);
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = connectDatabase(config.databaseUrl);
  await migrateToLatest(database.db, database.dialect);
  const { created } = await upsertAdmin(
    { db: database.db, passwordHashing: productionHashCost },
    args.email,
    args.password,
  );
  await database.close();
  console.log(`${created ? 'Created' : 'Updated'} admin ${args.email.toLowerCase()}. Sign in at /admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
