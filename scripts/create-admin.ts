import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { productionHashCost } from '../src/server/features/auth/passwords';
import { upsertAdmin } from '../src/server/features/auth/service';

/**
 * `npm run admin:create -- --email boss@example.com --password '…'`: creates that admin, or
 * resets the password and re-activates it when the account exists.
 */
const usage = 'Usage: npm run admin:create -- --email <email> --password <password (8+ characters)>';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const args = z
  .object({
    email: z.email('--email must be an e-mail address'),
    password: z.string('--password is required').min(8, '--password must be at least 8 characters'),
  })
  .safeParse(values);
if (!args.success) {
  console.error(`${args.error.issues.map((i) => i.message).join('\n')}\n${usage}`);
  process.exit(1);
}

try {
  const config = loadConfig();
  const database = connectDatabase(config.databaseUrl);
  await migrateToLatest(database.db, database.dialect);
  const { created } = await upsertAdmin(
    { db: database.db, passwordHashing: productionHashCost },
    args.data.email,
    args.data.password,
  );
  await database.close();
  console.log(`${created ? 'Created' : 'Updated'} admin ${args.data.email.toLowerCase()}. Sign in at /admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
