import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

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

  const server = await startServer(config);
  // A parent that spawned us with an IPC channel (the journeys' harness) learns the bound port
  // from here: with PORT=0 the kernel picks a port no other process holds, where a port chosen by
  // the parent beforehand could be handed to two servers starting at once.
  const address = server.app.server.address();
  if (process.send && address && typeof address === 'object') process.send({ listening: address.port });
  const shutdown = async (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
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
