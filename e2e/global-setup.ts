import { buildIfStale, compileServer } from '../scripts/build-if-stale';
import { startServer } from './server';

/**
 * Builds the client if stale and compiles the server, then starts the shared server on a fresh database; the tests read
 * its address from E2E_BASE_URL. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildIfStale();
  // The journeys' servers run the compiled server (e2e/server.ts), as production does: esbuild
  // compiles it in about a second, where every server started through tsx compiled the TypeScript
  // again (14 s per start seen on a loaded CI machine).
  compileServer();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
