import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import { notificationSettings, privacySettings } from '../../../shared/settings';
import { requireAct } from '../acts/require-act';
import { updateNotificationSettings, updatePrivacySettings } from './service';

/** Spec 2 §7: the Privacy and Marketing tabs of /settings. Current values come with GET /api/musicians/profile. */
export const settingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Profile', access: 'musician' });
    app.put(
      '/api/musicians/privacy-settings',
      {
        schema: {
          summary: 'Save the privacy toggles',
          body: privacySettings,
          response: { 200: success.extend({ settings: privacySettings }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, settings: await updatePrivacySettings(ctx, profile.id, request.body) };
      },
    );

    app.put(
      '/api/musicians/notification-settings',
      {
        schema: {
          summary: 'Save the e-mail notification toggles',
          body: notificationSettings,
          response: { 200: success.extend({ settings: notificationSettings }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, settings: await updateNotificationSettings(ctx, profile.id, request.body) };
      },
    );
  };
