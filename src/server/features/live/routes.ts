import { pricedQueuedRequest } from '../../../shared/requests/priced-request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes, eventStream, success } from '../../http/openapi';
import { notFound } from '../../http/errors';
import { streamChannel } from '../../http/sse/channel-stream';
import { streamContext } from '../../http/stream-context';
import { channels } from '../../realtime/event-bus';
import {
  idParam,
  liveMessages,
  liveSession,
  requestLimitBody,
  sessionStats,
  startLiveSessionBody,
} from '../../../shared/live';
import { repertoireOnlyBody } from '../../../shared/repertoire';
import { fansBackSongsBody } from '../../../shared/requests/backing';
import { requireAct } from '../acts/require-act';
import { createQueueCache } from './queue-cache';
import { showSettingRoute } from './show-setting-route';
import { acceptedEncoding } from '../../http/compression';
import {
  currentLiveSession,
  endLiveSession,
  liveQueue,
  resumeLiveSession,
  pauseLiveSession,
  setRepertoireOnly,
  setFansBackSongs,
  setRequestLimit,
  startLiveSession,
} from './service';

/** Spec 1 §7 and spec 2 §7: the musician's live session and its request queue. */
export const liveRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Live sessions', access: 'musician' });
    const sessionChanged = { 200: success.extend({ session: liveSession }) };
    app.post(
      '/api/sessions/live',
      {
        schema: {
          summary: 'Go live: start taking requests',
          body: startLiveSessionBody,
          response: { 201: success.extend({ session: liveSession }) },
        },
        config: {
          codes: { 400: ['end_before_start'], 403: ['profile_incomplete'], 409: ['already_live'] },
          errors: [409],
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return reply.code(201).send({ success: true, session: await startLiveSession(ctx, profile, request.body) });
      },
    );

    app.get(
      '/api/sessions/live/current',
      {
        schema: {
          summary: 'The musician’s open live session, or null',
          response: { 200: z.object({ session: liveSession.nullable() }) },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'queue');
        return { session: await currentLiveSession(ctx, profile.id) };
      },
    );

    app.post(
      '/api/sessions/live/:id/end',
      {
        schema: {
          summary: 'End a live session; its figures',
          params: idParam,
          response: { 200: success.extend({ session_stats: sessionStats }) },
        },
        config: { codes: { 409: ['session_ended'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return { success: true, session_stats: await endLiveSession(ctx, profile.id, request.params.id) };
      },
    );

    // The musician stops taking requests for a while without ending the show.
    app.post(
      '/api/sessions/live/:id/pause',
      {
        schema: {
          summary: 'Stop taking requests for a while, without ending the show',
          params: idParam,
          response: sessionChanged,
        },
        config: { codes: { 409: ['session_not_active', 'session_ended'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'queue');
        return {
          success: true,
          session: await pauseLiveSession(ctx, request.params.id, { musicianId: profile.id }),
        };
      },
    );

    showSettingRoute(app, ctx, {
      url: '/api/sessions/live/:id/repertoire-only',
      capability: 'show',
      summary: 'Take only songs from the repertoire at this show, or any song',
      body: repertoireOnlyBody,
      set: (musicianId, sessionId, body) => setRepertoireOnly(ctx, musicianId, sessionId, body.repertoire_only),
    });

    showSettingRoute(app, ctx, {
      url: '/api/sessions/live/:id/fans-back-songs',
      capability: 'show',
      summary: "Let fans see tonight's songs with their counts and back them (+1), or not",
      body: fansBackSongsBody,
      set: (musicianId, sessionId, body) => setFansBackSongs(ctx, musicianId, sessionId, body.fans_back_songs),
    });

    showSettingRoute(app, ctx, {
      url: '/api/sessions/live/:id/request-limit',
      capability: 'show',
      summary: 'Cap the requests of a show, or remove the cap',
      body: requestLimitBody,
      set: (musicianId, sessionId, body) => setRequestLimit(ctx, musicianId, sessionId, body.max_requests),
    });

    app.post(
      '/api/sessions/live/:id/resume',
      {
        schema: { summary: 'Take requests again after a pause', params: idParam, response: sessionChanged },
        config: { codes: { 409: ['session_not_paused', 'session_ended'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'queue');
        return { success: true, session: await resumeLiveSession(ctx, profile.id, request.params.id) };
      },
    );

    const queueRead = createQueueCache(ctx);
    app.get(
      '/api/sessions/live/requests',
      {
        schema: {
          summary: 'The live session and its request queue',
          // No live session answers 404, so a queue always has its session.
          response: { 200: z.object({ session: liveSession, requests: z.array(pricedQueuedRequest) }) },
        },
        config: { errors: [404] },
      },
      async (request, reply) => {
        const queue = await queueRead(request, reply);
        if (!queue.live) throw notFound(liveMessages.noActiveSession);
        // Kept as JSON text per musician (queue-cache.ts), which Fastify sends as it is, and as the
        // compressed bytes a browser accepts, which the compression plugin then leaves alone.
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        if (encoding && queue.json.length >= 1024) {
          return reply.header('content-encoding', encoding).send(queue.compressed(encoding) as never);
        }
        return reply.send(queue.json as never);
      },
    );

    // The queue pushed as it changes: a snapshot first, then request.created / request.updated /
    // session.ended events; a reconnect with Last-Event-ID replays what it missed.
    app.get(
      '/api/sessions/live/requests/stream',
      {
        schema: {
          summary: 'The request queue pushed as it changes (a snapshot first; Last-Event-ID resumes)',
          response: {
            200: eventStream('Events `snapshot`, `request.created`, `request.updated`, `session.ended`, as JSON data.'),
          },
        },
      },
      async (request, reply) => {
        const { profile, user, sessionId } = await requireAct(ctx, request, reply, 'queue');
        await streamChannel(request, reply, {
          ...streamContext(ctx, request),
          channel: channels.musicianQueue(profile.id),
          // Fans' names and messages: the stream ends when this sign-in does.
          owner: { userId: user.id, authSessionId: sessionId },
          snapshot: async () => ({ type: 'snapshot', data: await liveQueue(ctx, profile.id) }),
        });
      },
    );
  };
