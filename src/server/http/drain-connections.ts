import type { FastifyInstance } from 'fastify';

/**
 * Closes keep-alive connections as their last answers go out once the app is closing.
 *
 * Node's server.close() ends only the connections idle at that instant. One that is busy then
 * (nginx keeps a pool of them, each carrying one request after another) answers with
 * `Connection: keep-alive` and then stays open, so close() waits for the proxy's or Node's idle
 * timeout (60 s, 72 s), past the shutdown's 20 s bound; or the proxy sends it one more request,
 * which Fastify answers 503 ("closing") straight to the fan. From the first preClose hook on, every
 * answer says `Connection: close` (the proxy never reuses it; Node ends the socket once it is sent),
 * and any connection an answer leaves idle is closed then and there.
 */
export function drainConnectionsOnClose(app: FastifyInstance): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining && !reply.raw.headersSent) void reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    if (draining) app.server.closeIdleConnections();
  });
}
