import { buildIfStale } from './build-if-stale';

/**
 * `npm start`: the whole app on one port. Builds the client if its sources changed, then runs the
 * server in this process (it migrates the database and serves ./dist). Production mode unless
 * NODE_ENV says otherwise.
 */
process.env.NODE_ENV ??= 'production';

try {
  await buildIfStale();
} catch (error) {
  console.error('The web client failed to build:', error);
  process.exit(1);
}

await import('../src/server/main');
