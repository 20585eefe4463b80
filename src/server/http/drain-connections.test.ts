import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainConnectionsOnClose } from './drain-connections';

describe('drainConnectionsOnClose', () => {
  it('a keep-alive connection busy when the app starts closing is told Connection: close and ends, so close() finishes', async () => {
    const app = Fastify();
    drainConnectionsOnClose(app);
    let answer: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await new Promise<void>((resolve) => (answer = resolve));
      return { ok: true };
    });
    // The answer goes out once the app is closing (after the drain's own preClose).
    app.addHook('preClose', async () => answer());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // A proxy's pool: one connection kept open for request after request.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const response = new Promise<http.IncomingMessage>((resolve) =>
      http.get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
        res.resume();
        resolve(res);
      }),
    );
    await inFlight;
    const closed = app.close();
    expect((await response).headers.connection).toBe('close');
    // Without the drain, close() waits for the connection's idle timeout (72 s), past the test's.
    await closed;
    agent.destroy();
  });
});
