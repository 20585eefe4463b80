import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { success } from '../../http/openapi';
import { adminSettingsBody, maintenanceBody } from '../../../shared/admin/settings';
import { adminOf } from './admin-request';
import { adminSettings, saveSettings, setMaintenanceMode } from './settings-service';

/** The Settings tab: the platform settings and maintenance mode. */
export const adminSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/settings',
      { schema: { summary: 'The platform settings', response: { 200: adminSettingsBody } } },
      async () => adminSettings(ctx),
    );
    app.put(
      '/api/admin/settings',
      {
        schema: {
          summary: 'Save the platform settings',
          body: adminSettingsBody,
          response: { 200: success.extend({ settings: adminSettingsBody }) },
        },
      },
      async (request) => ({
        success: true,
        settings: await saveSettings(ctx, adminOf(request), request.body),
      }),
    );
    app.post(
      '/api/admin/maintenance-mode',
      {
        schema: {
          summary: 'Turn maintenance mode on or off',
          body: maintenanceBody,
          response: { 200: success.extend({ settings: adminSettingsBody }) },
        },
      },
      async (request) => ({
        success: true,
        settings: await setMaintenanceMode(ctx, adminOf(request), request.body.enabled),
      }),
    );
  };
