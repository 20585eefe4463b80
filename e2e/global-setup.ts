import { buildIfStale } from '../scripts/build-if-stale';
import { startServer } from './server';

/**
 * Builds the client if stale, then starts the shared server on a fresh database; the tests read
 * its address from E2E_BASE_URL. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await buildIfStale();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return () => server.stop();
}
