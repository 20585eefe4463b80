import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
import { sourceMappedStack } from './ops/source-mapped-stack';

/** Within a load balancer's usual drain time (30 s), with room for the process to exit. */
const SHUTDOWN_BOUND_MS = 20_000;

async function main(): Promise<void> {
  // Production runs without --enable-source-maps (ops/source-mapped-stack.ts): a crash's stack is
  // printed once more in the TypeScript sources' lines before Node prints its own and exits.
  process.on('uncaughtExceptionMonitor', (error) => {
    if (error instanceof Error && error.stack) console.error(`In the sources: ${sourceMappedStack(error.stack)}`);
  });
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

  const server = await startServer(config);
  // A parent that spawned us with an IPC channel (the journeys' harness) learns the bound port
  // from here: with PORT=0 the kernel picks a port no other process holds, where a port chosen by
  // the parent beforehand could be handed to two servers starting at once.
  const address = server.app.server.address();
  if (process.send && address && typeof address === 'object') process.send({ listening: address.port });
  // SIGTERM (a deploy, a scale-down): stop taking connections, tell every stream to reconnect
  // elsewhere, let requests in flight and running background jobs finish, hand the jobs' leases
  // to the other instances, close the database; a shutdown that hangs is cut off at the bound.
  const shutdown = async (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      // What holds close() up, so the next one can be fixed rather than cut off again.
      void server
        .stillOpen()
        .catch((error: unknown) => ({ unknown: String(error) }))
        .then((open) => {
          server.app.log.error({ boundMs: SHUTDOWN_BOUND_MS, open }, 'shutdown did not finish in time; exiting');
          process.exit(1);
        });
    }, SHUTDOWN_BOUND_MS).unref();
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
