import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { upsertAdmin } from './features/auth/service';
import { productionHashCost } from './features/auth/passwords';
import { purgeDeadSessions } from './features/auth/session-store';
import { resolveSecret } from './secret';

/** Entry point: config -> database -> migrate -> admin bootstrap -> listen. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const secret = resolveSecret(config);
  const database = connectDatabase(config.databaseUrl);
  const applied = await migrateToLatest(database.db, database.dialect);
  const { app } = await buildApp({ config, database, secret });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  if (config.admin) {
    const { created } = await upsertAdmin({ db: database.db, passwordHashing: productionHashCost }, config.admin.email, config.admin.password);
    app.log.info({ email: config.admin.email }, created ? 'admin created from ADMIN_EMAIL' : 'admin updated from ADMIN_EMAIL');
  }
  await purgeDeadSessions(database.db);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
