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
export function drainConnectionsOnClose(app: FastifyInstance, grace?: () => Promise<unknown>): void {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
    // A grace before the listener and the idle connections close: a request nginx writes on a
    // kept-alive connection as the instance destroys it as idle is reset (a fan's POST then gets
    // nginx's 502: 13 to 15 of each stop's 30 sends did). For a moment every request is still
    // answered, each with Connection: close, so nginx's pool lets go of these connections itself.
    await grace?.();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining && !reply.raw.headersSent) void reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    if (draining) app.server.closeIdleConnections();
  });
}
