/**
 * `npm run demo`: the whole app on a separate demo database (./data/demo.sqlite and its photos in
 * ./data/demo-media unless DATABASE_URL and MEDIA_DIR say otherwise), seeded on first run, then
 * started exactly as `npm start` starts it.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ConfigError, loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connection';
import { migrateToLatest } from '../src/server/db/migrate';
import { hasMusicians, seedDemo } from '../src/server/demo/seed';

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL || './data/demo.sqlite',
  MEDIA_DIR: process.env.MEDIA_DIR || './data/demo-media',
  // A demo sends no mail unless given a server: it writes it to the log, even in production mode.
  ...(process.env.SMTP_URL ? {} : { EMAIL: process.env.EMAIL || 'log' }),
};

async function seedIfEmpty(): Promise<void> {
  const config = loadConfig(env);
  const database = connectDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db, database.dialect);
    if (await hasMusicians(database.db)) {
      console.log(
        `Demo database ${config.databaseUrl} is already seeded; sign in with any *@demo.stagecall.test and "demo-password".`,
      );
      return;
    }
    console.log(`Seeding the demo database ${config.databaseUrl} (photos in ${config.mediaDir})…`);
    await seedDemo(database.db, { mediaDir: config.mediaDir, log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}

function startApp(): void {
  // Its own process group, so a Ctrl-C in the terminal reaches the server once, through us, rather
  // than twice (directly and forwarded), which would cut its graceful shutdown short.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env,
    stdio: 'inherit',
    detached: true,
  });
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, forward(signal));
  // Never leave the server running on its own if this process goes away first.
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 1));
  });
}

try {
  await seedIfEmpty();
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error,
  );
  process.exit(1);
}
startApp();
