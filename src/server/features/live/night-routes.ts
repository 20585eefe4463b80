import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, success } from '../../http/openapi';
import type { ErrorCode } from '../../../shared/error-codes';

type RouteCodes = Partial<Record<number, ErrorCode[]>>;
import { idParam, liveSession } from '../../../shared/live';
import { qrCodeIdParam } from '../../../shared/live/public';
import {
  comingUpBody,
  nightItemParams,
  nightPlayNextBody,
  nightSlotBody,
  nightStartBody,
  nightState,
  playedListSettingBody,
  publishedPlayedLists,
} from '../../../shared/live/night';
import { requireAct } from '../acts/require-act';
import { showSettingRoute } from './show-setting-route';
import {
  nightActions,
  playedListSetting,
  publishedPlayedLists as readPublishedPlayedLists,
  readNight,
  setComingUpPublic,
  setPlayedListSetting,
  startNight,
} from './night-service';

/** The night on stage (decision 043): the show's setlist as its spine, and the requests slotted in. */
export const nightRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Live sessions', access: 'musician' });
    const nightChanged = { 200: success.extend({ session: liveSession, night: nightState }) };
    const tapCodes = {
      409: ['night_no_set', 'night_item_done', 'request_not_slottable', 'session_ended'],
    } satisfies RouteCodes;
    const actor = async (request: FastifyRequest, reply: FastifyReply) => {
      const { profile, user } = await requireAct(ctx, request, reply, 'queue');
      return { actId: profile.id, userId: user.id };
    };

    app.get(
      '/api/sessions/live/:id/night',
      {
        schema: {
          summary: 'The night on stage: the show’s setlist with the requests slotted in, and what was played',
          params: idParam,
          response: { 200: nightState },
        },
        config: { errors: [404] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'queue');
        return readNight(ctx, profile.id, request.params.id);
      },
    );

    app.post(
      '/api/sessions/live/:id/night/start',
      {
        schema: {
          summary: 'Play a setlist tonight (a show that went live without one)',
          params: idParam,
          body: nightStartBody,
          response: { 200: success.extend({ night: nightState }) },
        },
        config: { codes: { 409: ['night_underway', 'session_ended'] }, errors: [404, 409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, night: await startNight(ctx, profile.id, request.params.id, request.body.setlist_id) };
      },
    );

    app.post(
      '/api/sessions/live/:id/night/play-next',
      {
        schema: {
          summary: 'Play a request next (slotted after the song playing) or move a song of the set up to next',
          params: idParam,
          body: nightPlayNextBody,
          response: nightChanged,
        },
        config: { codes: tapCodes, errors: [404, 409] },
      },
      async (request, reply) => ({
        success: true,
        ...(await nightActions.playNext(ctx, await actor(request, reply), request.params.id, request.body)),
      }),
    );

    app.post(
      '/api/sessions/live/:id/night/slot',
      {
        schema: {
          summary: 'Slot a request into the night after one of its songs (accepting it if it was new)',
          params: idParam,
          body: nightSlotBody,
          response: nightChanged,
        },
        config: { codes: tapCodes, errors: [404, 409] },
      },
      async (request, reply) => {
        const { request_id, after_item_id } = request.body;
        return {
          success: true,
          ...(await nightActions.slot(ctx, await actor(request, reply), request.params.id, request_id, after_item_id)),
        };
      },
    );

    const itemTaps = [
      ['unslot', 'Take a slotted request out of the night (it waits in Up Next again)', nightActions.unslot],
      ['skip', 'Skip a song of the night', nightActions.skip],
      ['play', 'Play a song of the night now', nightActions.play],
    ] as const;
    for (const [verb, summary, tap] of itemTaps) {
      app.post(
        `/api/sessions/live/:id/night/items/:itemId/${verb}`,
        {
          schema: { summary, params: nightItemParams, response: nightChanged },
          config: { codes: tapCodes, errors: [404, 409] },
        },
        async (request, reply) => ({
          success: true,
          ...(await tap(ctx, await actor(request, reply), request.params.id, request.params.itemId)),
        }),
      );
    }

    showSettingRoute(app, ctx, {
      url: '/api/sessions/live/:id/coming-up',
      capability: 'show',
      summary: 'Show fans and the venue screen what is coming up tonight, or not',
      body: comingUpBody,
      set: (actId, sessionId, body) => setComingUpPublic(ctx, actId, sessionId, body.coming_up_public),
    });

    app.get(
      '/api/musicians/played-list',
      {
        schema: {
          summary: 'Whether the act publishes its played lists on its artist page',
          response: { 200: z.object({ publish_played_list: z.boolean() }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'queue');
        return playedListSetting(ctx, profile.id);
      },
    );

    app.put(
      '/api/musicians/played-list',
      {
        schema: {
          summary: 'Publish the act’s played lists on its artist page, or not',
          body: playedListSettingBody,
          response: { 200: z.object({ publish_played_list: z.boolean() }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return setPlayedListSetting(ctx, profile.id, request.body.publish_played_list);
      },
    );
  };

/** The act's published played lists: public, for its artist page. */
export const nightPublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });
    app.get(
      '/api/musicians/:qrCodeId/played',
      {
        schema: {
          summary: 'The act’s latest played lists, when it publishes them (an empty list when not)',
          params: qrCodeIdParam,
          response: { 200: publishedPlayedLists },
        },
        config: { access: 'public', errors: [404] },
      },
      async (request) => readPublishedPlayedLists(ctx, request.params.qrCodeId),
    );
  };
