import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { describeRoutes, eventStream, success } from '../../http/openapi';
import { streamState } from '../../http/sse/state-stream';
import { streamContext } from '../../http/stream-context';
import { myRequests } from '../../../shared/requests/my-requests';
import { requestCheckout } from '../../../shared/tips/payment-responses';
import { hashIp } from '../../http/client-ip';
import { idParam, requestStatusBody, sessionIdParam } from '../../../shared/live';
import { pricedSongRequest } from '../../../shared/requests/priced-request';
import { idempotencyKeyHeader, songRequestBody } from '../../../shared/requests';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/unique-violation';
import { hashRequestBody, type SendKey } from './idempotency';
import { requireAct } from '../acts/require-act';
import { isSecure } from '../auth/public';
import { deviceIdOf, existingDeviceId } from './device';
import { followedShow, myRequestsAt } from './my-requests-service';
import { myRequestsFeedsOf } from './my-requests-feeds';
import { findShowTakingRequests, replayedRequest, requestPrice, submitSongRequest } from './intake-service';
import { startPaidRequest } from '../tips/checkout-service';
import { changeRequestStatus } from './status-service';

/** Spec 1 §7 fan request intake; spec 2 §7 the musician's status changes. */
export const requestRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Requests', access: 'musician' });
    app.post(
      '/api/sessions/:sessionId/requests',
      {
        schema: {
          summary: 'Request a song at a live show (no account); 202 when a tip or price is paid first',
          description:
            'With an `Idempotency-Key` header, a retry of the same key from the same phone answers 200 with the request the first send made (or 202 with its checkout, while it is being paid) instead of making a second one.',
          params: sessionIdParam,
          headers: z.object({ 'idempotency-key': idempotencyKeyHeader }),
          body: songRequestBody,
          response: {
            200: success.extend({ request: pricedSongRequest }),
            201: success.extend({ request: pricedSongRequest }),
            202: success.extend({ checkout: requestCheckout }),
          },
        },
        config: {
          access: 'public',
          codes: {
            400: ['premium_not_offered'],
            404: ['session_not_live'],
            409: [
              'requests_paused',
              'device_blocked',
              'show_full',
              'not_in_repertoire',
              'same_song_recently',
              'idempotency_key_reused',
            ],
            429: ['rate_limited'],
          },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const sendKey = (deviceId: string): SendKey | undefined =>
          key
            ? {
                key,
                deviceId,
                sessionId: request.params.sessionId,
                bodyHash: hashRequestBody(request.params.sessionId, request.body),
              }
            : undefined;
        // A retry after a lost answer carries the phone's cookie: the request is made, whatever
        // the show has done since.
        const knownDevice = existingDeviceId(request);
        const retry = knownDevice ? sendKey(knownDevice) : undefined;
        const replayed = retry ? await replayedRequest(ctx, retry) : undefined;
        if (replayed) return reply.code(200).send({ success: true, request: replayed });

        // The show before the cookie: a request to no show (a 404) hands the phone no cookie.
        const show = await findShowTakingRequests(ctx, request.params.sessionId);
        const requester = {
          deviceId: deviceIdOf(request, reply, isSecure(ctx, request)),
          ipHash: hashIp(request.ip, ctx.secret),
        };
        const send = sendKey(requester.deviceId);
        const price = requestPrice(show, request.body.premium);
        // A price or a tip is paid first: 202 with the checkout; the request is queued when the payment succeeds.
        if (price + request.body.tip_amount > 0) {
          const outcome = await startPaidRequest(ctx, show, request.body, requester, price, send);
          if ('request' in outcome) return reply.code(200).send({ success: true, request: outcome.request });
          return reply.code(202).send({ success: true, checkout: outcome.checkout });
        }
        try {
          const { request: created, isReplay } = await submitSongRequest(ctx, show, request.body, requester, send);
          return reply.code(isReplay ? 200 : 201).send({ success: true, request: created });
        } catch (error) {
          // The key's primary key caught a twin the lock did not: answer with the twin's request.
          const twin = send && isUniqueViolation(error) ? await replayedRequest(ctx, send) : undefined;
          if (twin) return reply.code(200).send({ success: true, request: twin });
          throw error;
        }
      },
    );

    // A fan follows their own requests to a show, by the phone's device cookie alone.
    app.get(
      '/api/sessions/:sessionId/my-requests',
      {
        schema: {
          summary: "This phone's own requests to a show and where each stands (no account)",
          params: sessionIdParam,
          response: { 200: myRequests },
        },
        config: { access: 'public', errors: [404] },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return myRequestsAt(ctx, request.params.sessionId, existingDeviceId(request));
      },
    );

    app.get(
      '/api/sessions/:sessionId/my-requests/stream',
      {
        schema: {
          summary: "This phone's own requests pushed as they change (the whole list each time)",
          params: sessionIdParam,
          response: {
            200: eventStream(
              'Event `my-requests`: the whole list on connect and after each change; the stream ends after the show does.',
            ),
          },
        },
        config: { access: 'public', errors: [404] },
      },
      async (request, reply) => {
        const show = await followedShow(ctx, request.params.sessionId);
        streamState(request, reply, {
          ...streamContext(ctx, request),
          feed: myRequestsFeedsOf(ctx).feed(show, existingDeviceId(request)),
        });
      },
    );

    app.put(
      '/api/requests/:id/status',
      {
        schema: {
          summary: 'Accept, play or decline a request',
          params: idParam,
          body: requestStatusBody,
          response: { 200: success.extend({ request: pricedSongRequest }) },
        },
        config: { codes: { 409: ['invalid_transition'] }, errors: [409] },
      },
      async (request, reply) => {
        const { profile, user } = await requireAct(ctx, request, reply, 'queue');
        const actor = { actId: profile.id, userId: user.id };
        return {
          success: true,
          request: await changeRequestStatus(ctx, actor, request.params.id, request.body.status),
        };
      },
    );
  };
