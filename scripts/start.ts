import { buildIfStale } from './build-if-stale';

/**
 * `npm start`: the whole app on one port. Builds the client if its sources changed, then runs the
 * server in this process (it migrates the database and serves ./dist). Production mode unless
 * NODE_ENV says otherwise.
 */
if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  // `npm start` on a fresh machine, with nothing configured, is someone trying the app: its mail
  // goes to the log (said at start). A deployment that names NODE_ENV=production must give
  // SMTP_URL, or EMAIL=log itself.
  if (!process.env.SMTP_URL) process.env.EMAIL ??= 'log';
}

try {
  await buildIfStale();
} catch (error) {
  console.error('The web client failed to build:', error);
  process.exit(1);
}

await import('../src/server/main');
