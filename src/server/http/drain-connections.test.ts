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

  it('during its grace a closing app still answers a request on a kept-alive connection (not 503), with Connection: close', async () => {
    const app = Fastify({ return503OnClosing: false });
    let endGrace: () => void = () => undefined;
    let graceStarted: () => void = () => undefined;
    const inGrace = new Promise<void>((resolve) => (graceStarted = resolve));
    drainConnectionsOnClose(app, () => {
      graceStarted();
      return new Promise<void>((resolve) => (endGrace = resolve));
    });
    app.post('/requests', async () => ({ stored: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = () =>
      new Promise<http.IncomingMessage & { body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/requests', method: 'POST', agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(Object.assign(res, { body })));
        });
        req.on('error', reject);
        req.end();
      });
    // The proxy's pooled connection, open and idle when the deploy stops the instance.
    expect((await post()).headers.connection).toBe('keep-alive');
    const closed = app.close();
    await inGrace;
    const late = await post();
    expect([late.statusCode, late.body, late.headers.connection]).toEqual([200, '{"stored":true}', 'close']);
    endGrace();
    await closed;
    agent.destroy();
  });
});
