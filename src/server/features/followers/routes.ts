import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { hashIp } from '../../http/client-ip';
import { describeRoutes, success } from '../../http/openapi';
import {
  followBody,
  followedArtist,
  followerCounts,
  followerSettings as followerSettingsSchema,
  followTokenBody,
} from '../../../shared/followers';
import { isSecure } from '../auth/public';
import { requireAct } from '../acts/require-act';
import { deviceIdOf } from '../requests/public';
import { followerCounts as countFollowers } from './queries';
import {
  confirmFollow,
  followersCsv,
  followerSettings,
  followMusician,
  unfollow,
  updateFollowerSettings,
} from './service';
import { sendCsv } from '../../http/csv-reply';

/** Fans follow a musician by e-mail (double opt-in); the musician counts and exports them. */
export const followerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.post(
      '/api/musicians/:qrCodeId/followers',
      {
        schema: {
          summary: 'Follow a musician by e-mail: a confirmation link is sent first (the same answer for any address)',
          params: z.object({ qrCodeId: z.string().min(1).max(64) }),
          body: followBody,
          response: { 202: success },
        },
        // The fan request intake's limits per phone and per network address (service.ts).
        config: { errors: [404, 429] },
      },
      async (request, reply) => {
        await followMusician(ctx, request.params.qrCodeId, request.body, {
          deviceId: deviceIdOf(request, reply, isSecure(ctx, request)),
          ipHash: hashIp(request.ip, ctx.secret),
        });
        return reply.code(202).send({ success: true });
      },
    );

    app.post(
      '/api/followers/confirm',
      {
        config: { codes: { 400: ['follow_link_invalid'] } },
        schema: {
          summary: 'Confirm a follow with the signed token of its confirmation e-mail',
          body: followTokenBody,
          response: { 200: success.extend({ artist: followedArtist }) },
        },
      },
      async (request) => ({ success: true, artist: await confirmFollow(ctx, request.body.token) }),
    );

    app.post(
      '/api/followers/unfollow',
      {
        config: { codes: { 400: ['follow_link_invalid'] } },
        schema: {
          summary: 'Unfollow with the signed token of any follower e-mail (one click, no sign-in)',
          body: followTokenBody,
          response: { 200: success.extend({ artist: followedArtist }) },
        },
      },
      async (request) => ({ success: true, artist: await unfollow(ctx, request.body.token) }),
    );
  };

/** The musician's own followers: how many, and the confirmed ones as CSV. */
export const ownFollowerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Musicians', access: 'musician' });
    app.get(
      '/api/musicians/me/followers',
      {
        schema: {
          summary: 'How many fans follow the musician, by e-mail and by push',
          response: { 200: followerCounts },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        return countFollowers(ctx.db, profile.id);
      },
    );

    app.get(
      '/api/musicians/me/followers/settings',
      {
        schema: {
          summary: 'What the musician’s followers are told, and at most how often',
          response: { 200: followerSettingsSchema },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return followerSettings(ctx, profile.id);
      },
    );

    app.put(
      '/api/musicians/me/followers/settings',
      {
        schema: {
          summary: 'Choose what followers are told (going live, new gigs) and at most how often',
          body: followerSettingsSchema,
          response: { 200: success.extend({ settings: followerSettingsSchema }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, settings: await updateFollowerSettings(ctx, profile.id, request.body) };
      },
    );

    app.get(
      '/api/musicians/me/followers.csv',
      {
        schema: {
          summary: 'The followers who confirmed their address, as CSV',
          response: {
            200: { description: 'UTF-8 CSV with a header row', content: { 'text/csv': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'act.history');
        return sendCsv(reply, 'stagecall-followers.csv', await followersCsv(ctx, profile.id));
      },
    );
  };
