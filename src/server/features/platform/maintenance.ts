import type { FastifyInstance } from 'fastify';
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
 */
const lastRead = new WeakMap<AppContext, { on: boolean; at: number }>();

/** The instance that flips the switch reads it afresh at once; the others within SWITCH_TTL_MS. */
export const forgetMaintenanceSwitch = (ctx: AppContext): void => void lastRead.delete(ctx);

export function registerMaintenanceMode(app: FastifyInstance, ctx: AppContext): () => Promise<boolean> {
  const isOn = async () => {
    const now = Date.now();
    let cached = lastRead.get(ctx);
    if (!cached || now - cached.at > SWITCH_TTL_MS) {
      cached = { on: (await getPlatformSettings(ctx.db)).maintenance_mode === 1, at: now };
      lastRead.set(ctx, cached);
    }
    return cached.on;
  };

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || stillOpen(path)) return;
    if (!(await isOn())) return;
    await reply.code(503).header('retry-after', '60').send(errorBody(adminMessages.maintenance, 'maintenance'));
  });

  app.get('/api/platform/status', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { maintenance_mode: await isOn() };
  });
  return isOn;
}
