import { pricedSongRequest } from '../../../shared/requests/priced-request';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, eventStream, success } from '../../http/openapi';
import { channelStateFeed, streamState } from '../../http/sse/state-stream';
import { streamContext } from '../../http/stream-context';
import { channels } from '../../realtime/event-bus';
import {
  idParam,
  liveSession,
  nowPlayingBody,
  queueOrderBody,
  requestStatusesBody,
  screenFansBody,
} from '../../../shared/live';
import { qrCodeIdParam } from '../../../shared/live/public';
import { screenState } from '../../../shared/live/screen';
import { requireAct } from '../acts/require-act';
import { showSettingRoute } from './show-setting-route';
import { blockedPhones as blockedPhonesSchema } from '../../../shared/live/phone-blocks';
import { blockedPhones, setRequestPhoneBlocked } from './phone-blocks';
import { concernsScreen, screenMusician, screenStateOf } from './screen-service';
import {
  changeStatuses,
  playNext,
  setQueueOrder,
  setScreenShowsFans,
  startPlaying,
  undoLastAction,
} from './stage-service';

/** The stage (now playing, next, the show's order, undo) and the venue screen. */
export const stageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Live sessions', access: 'musician' });
    const sessionChanged = { 200: success.extend({ session: liveSession }) };

    app.post(
      '/api/sessions/live/:id/now-playing',
      {
        schema: {
          summary: 'Play a request now (accepting it if it was new)',
          params: idParam,
          body: nowPlayingBody,
          response: sessionChanged,
        },
        config: { codes: { 409: ['invalid_transition', 'session_ended'] }, errors: [404, 409] },
      },
      async (request, reply) => {
        const { profile, user } = await requireAct(ctx, request, reply, 'queue');
        const session = await startPlaying(
          ctx,
          { actId: profile.id, userId: user.id },
          request.params.id,
          request.body.request_id,
        );
        return { success: true, session };
      },
    );

    app.post(
      '/api/sessions/live/:id/requests/status',
      {
        schema: {
          summary: 'Accept, play or decline several requests as one action (skipping those that cannot move)',
          params: idParam,
          body: requestStatusesBody,
          response: { 200: success.extend({ session: liveSession, requests: z.array(pricedSongRequest) }) },
        },
        config: { codes: { 409: ['invalid_transition', 'session_ended'] }, errors: [404, 409] },
      },
      async (request, reply) => {
        const { profile, user } = await requireAct(ctx, request, reply, 'queue');
        const { request_ids: ids, status } = request.body;
        const changed = await changeStatuses(
          ctx,
          { actId: profile.id, userId: user.id },
          request.params.id,
          ids,
          status,
        );
        return { success: true, ...changed };
      },
    );

    app.post(
      '/api/sessions/live/:id/next',
      {
        schema: {
          summary: 'Mark the song playing now played and start the first of Up Next',
          params: idParam,
          response: sessionChanged,
        },
        config: { codes: { 409: ['nothing_up_next', 'session_ended'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile, user } = await requireAct(ctx, request, reply, 'queue');
        return {
          success: true,
          session: await playNext(ctx, { actId: profile.id, userId: user.id }, request.params.id),
        };
      },
    );

    showSettingRoute(app, ctx, {
      url: '/api/sessions/live/:id/queue-order',
      capability: 'queue',
      summary: 'Order Up Next by arrival, premium first, tip or how many asked',
      body: queueOrderBody,
      set: (musicianId, sessionId, body, userId) =>
        setQueueOrder(ctx, { actId: musicianId, userId }, sessionId, body.queue_order),
    });

    app.post(
      '/api/sessions/live/:id/undo',
      {
        schema: { summary: 'Take back the last stage action', params: idParam, response: sessionChanged },
        config: { codes: { 400: ['nothing_to_undo'], 409: ['nothing_to_undo', 'session_ended'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile, user } = await requireAct(ctx, request, reply, 'queue');
        const actor = { actId: profile.id, userId: user.id };
        return { success: true, session: await undoLastAction(ctx, actor, request.params.id) };
      },
    );

    // Block the phone behind a request for the rest of the show, and take it back.
    for (const [method, blocked] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/requests/:id/block-device',
        schema: {
          summary: blocked
            ? 'Refuse the phone behind a request for the rest of the show (Undo takes it back)'
            : 'Take requests from the phone behind a request again (Undo blocks it again)',
          params: idParam,
          response: { 200: success },
        },
        config: { codes: { 400: ['no_phone_to_block'] } },
        handler: async (request, reply) => {
          const { profile, user } = await requireAct(ctx, request, reply, 'queue');
          await setRequestPhoneBlocked(ctx, { actId: profile.id, userId: user.id }, request.params.id, blocked);
          return { success: true };
        },
      });
    }

    app.get(
      '/api/sessions/live/:id/blocked-phones',
      {
        schema: {
          summary: 'The phones blocked at the show, each with what it asked for (newest block first)',
          params: idParam,
          response: { 200: blockedPhonesSchema },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'queue');
        return { phones: await blockedPhones(ctx, profile.id, request.params.id) };
      },
    );

    showSettingRoute(app, ctx, {
      url: '/api/sessions/live/:id/screen-fans',
      capability: 'show',
      summary: 'Show fans’ names and messages on the venue screen for this show, or not',
      body: screenFansBody,
      set: (musicianId, sessionId, body) => setScreenShowsFans(ctx, musicianId, sessionId, body.screen_shows_fans),
    });
  };

/** The venue screen's reads: public, no sign-in. */
export const screenRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Public', access: 'public' });

    app.get(
      '/api/screen/:qrCodeId',
      {
        schema: {
          summary: 'What the venue screen shows: the musician, now playing, up next, requested tonight',
          params: qrCodeIdParam,
          response: { 200: screenState },
        },
        config: { access: 'public', errors: [404] },
      },
      async (request) => screenStateOf(ctx, await screenMusician(ctx, request.params.qrCodeId)),
    );

    app.get(
      '/api/screen/:qrCodeId/stream',
      {
        schema: {
          summary: 'The venue screen pushed as it changes (the whole state each time)',
          params: qrCodeIdParam,
          response: { 200: eventStream('Event `screen`: the whole state on connect and after each change.') },
        },
        config: { access: 'public', errors: [404] },
      },
      async (request, reply) => {
        const musician = await screenMusician(ctx, request.params.qrCodeId);
        streamState(request, reply, {
          ...streamContext(ctx, request),
          feed: channelStateFeed({
            bus: ctx.bus,
            channel: channels.musicianQueue(musician.id),
            type: 'screen',
            read: () => screenStateOf(ctx, musician),
            concerns: concernsScreen,
            // Between shows the screen waits, calm, for the next one.
            isFinal: () => false,
          }),
        });
      },
    );
  };
