import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { productionHashCost } from '../src/server/features/auth/passwords';
import { upsertAdmin } from '../src/server/features/auth/service';
import { resetSecondFactor } from '../src/server/features/auth/second-factor/service';
import { systemClock } from '../src/server/clock';
import { adminUsage, parseAdminArgs } from './admin-args';

/**
 * `npm run admin:create -- --email boss@example.com --password '…'`: creates that admin, or
 * resets the password and re-activates it when the account exists. `--reset-second-factor` also
 * removes the admin's passkeys and authenticator codes (the way back for an admin who lost them:
 * whoever runs this has the server anyway), written to the audit log.
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
  const { id, created } = await upsertAdmin(
    { db: database.db, passwordHashing: productionHashCost },
    args.email,
    args.password,
  );
  if (args.resetSecondFactor) {
    await resetSecondFactor({ db: database.db, clock: systemClock }, { id, email: 'npm run admin:create' }, id);
  }
  await database.close();
  console.log(`${created ? 'Created' : 'Updated'} admin ${args.email.toLowerCase()}. Sign in at /admin.`);
  console.log(
    args.resetSecondFactor
      ? 'Its second factors were removed: sign in with the password and set a new one up at once.'
      : 'Administrators need a second factor: after signing in at /admin you are asked to set up a passkey or authenticator codes before any back-office action. Lost it? Run this again with --reset-second-factor.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
