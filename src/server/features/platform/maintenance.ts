import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { adminMessages } from '../../../shared/admin/messages';
import { errorBody } from '../../http/errors';
import { getPlatformSettings } from './settings-queries';

/** How long one instance trusts its last read of the switch: every instance follows within this. */
const SWITCH_TTL_MS = 2000;

/** What stays open while the platform is down for maintenance: admins, health checks, the switch's own status. */
export const stillOpen = (path: string) =>
  path.startsWith('/api/admin') ||
  path === '/api/health' ||
  path.startsWith('/api/health/') ||
  path === '/api/platform/status' ||
  path === '/api/openapi.json';

/**
 * Maintenance mode (spec 2 §4): while the admin's switch is on, every other API call
 * answers 503 with a clear message, so musicians and fans see the maintenance page; admins keep
 * working. The switch is the platform settings row, so turning it off restores every instance
 * within SWITCH_TTL_MS, without a restart.
 *
 * Every request is checked, so the check is synchronous: each instance re-reads the row every
 * SWITCH_TTL_MS / 2 in the background (and at once on this instance when an admin flips it), and a
 * request reads the kept value. The freshness rule is the same as when each request read it
 * through: a value older than SWITCH_TTL_MS (by the app's clock) is never acted on; should the
 * timer fall behind (a blocked event loop, a database that does not answer), the request waits for
 * a fresh read as before.
 */
interface SwitchState {
  on: boolean;
  at: number;
  reading?: Promise<boolean>;
}
const states = new WeakMap<AppContext, SwitchState>();

/** The instance that flips the switch reads it afresh at once; the others within SWITCH_TTL_MS. */
export const forgetMaintenanceSwitch = (ctx: AppContext): void => {
  const state = states.get(ctx);
  if (state) state.at = -Infinity;
};

export function registerMaintenanceMode(app: FastifyInstance, ctx: AppContext): () => Promise<boolean> {
  const state: SwitchState = { on: false, at: -Infinity };
  states.set(ctx, state);
  const read = (): Promise<boolean> =>
    (state.reading ??= getPlatformSettings(ctx.db)
      .then((row) => {
        state.on = row.maintenance_mode === 1;
        state.at = ctx.clock.now().getTime();
        return state.on;
      })
      .finally(() => {
        state.reading = undefined;
      }));
  /** The kept value while it is fresh, undefined when a request must wait for a read. */
  const kept = (): boolean | undefined =>
    ctx.clock.now().getTime() - state.at <= SWITCH_TTL_MS ? state.on : undefined;
  const isOn = async () => kept() ?? (await read());

  // A failed background read leaves the kept value to age: requests then read it themselves.
  const refresh = setInterval(() => void read().catch(() => undefined), SWITCH_TTL_MS / 2);
  refresh.unref();
  app.addHook('onClose', async () => clearInterval(refresh));
  app.addHook('onReady', async () => void (await read().catch(() => undefined)));

  const refuse = (reply: FastifyReply) =>
    reply.code(503).header('retry-after', '60').send(errorBody(adminMessages.maintenance, 'maintenance'));
  // A plain (not async) hook: no promise per request while the kept value is fresh.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/')) return done();
    const query = url.indexOf('?');
    if (stillOpen(query === -1 ? url : url.slice(0, query))) return done();
    const on = kept();
    if (on === false) return done();
    if (on === true) return void refuse(reply);
    read().then((fresh) => (fresh ? void refuse(reply) : done()), done);
  });

  app.get('/api/platform/status', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { maintenance_mode: await isOn() };
  });
  return isOn;
}
