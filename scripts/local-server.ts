import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * What every script that starts the real server in its own process needs (the e2e harness, the
 * fleet, the bench): a free loopback port, and a wait until /api/health answers.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `baseUrl/api/health` answers 200; fails if the process exits first or time runs out. */
export async function waitForHealth(
  baseUrl: string,
  exitReason: () => string | null,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = exitReason();
    if (exited) throw new Error(`The server exited before it was ready (${exited}).`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s.`);
}

/**
 * The port a server started with PORT=0 and an IPC channel (`stdio: [..., 'ipc']`) reports once it
 * listens (src/server/main.ts). Fails if the process exits first or time runs out.
 */
export function listeningPort(child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`The server did not listen within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const onMessage = (message: unknown) => {
      const port = (message as { listening?: unknown } | null)?.listening;
      if (typeof port === 'number') finish(null, port);
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`The server exited before it was ready (${signal ?? `exit code ${code}`}).`));
    function finish(error: Error | null, port = 0) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(port);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}
