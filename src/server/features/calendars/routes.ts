import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { describeRoutes } from '../../http/openapi';
import { requireAct } from '../acts/require-act';
import { qrCodeIdParam } from '../../../shared/live/public';
import { calendarLinksResponse, privateFeedParams } from '../../../shared/calendars';
import { idParam } from '../../../shared/live';
import { calendarLinks, privateActFeed, publicActFeed, publicGigFile, type FeedAnswer } from './service';

const calendarFile = (description: string) => ({
  200: { description, content: { 'text/calendar': { schema: z.string() } } },
  304: {
    description: 'The copy the calendar app already has is current (If-None-Match): no body',
    content: { 'text/calendar': { schema: z.string().max(0) } },
  },
});

/** Where the feed's links point: the public address when set, else the one this request came to. */
const originOf = (ctx: AppContext, request: FastifyRequest) =>
  ctx.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

function sendCalendar(reply: FastifyReply, answer: FeedAnswer, filename: string, cacheControl: string) {
  void reply
    .header('etag', answer.etag)
    .header('last-modified', new Date(answer.lastModified).toUTCString())
    .header('cache-control', cacheControl);
  if (answer.notModified) return reply.code(304).send();
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(answer.ics as never);
}

/**
 * iCalendar feeds (RFC 5545) of an act's gigs for calendar apps, and one gig's file to add by
 * hand (docs/decisions/042-calendar-feeds.md). Polled by apps every few hours, so each answers
 * 304 to an unchanged feed from one aggregate query.
 */
export const calendarPublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Calendars', access: 'public' });

    app.get(
      '/api/musicians/:qrCodeId/gigs.ics',
      {
        schema: {
          summary: 'An act’s public gigs as an iCalendar feed to subscribe to (the last 90 days and all ahead)',
          params: qrCodeIdParam,
          response: calendarFile('text/calendar, one VEVENT per gig, times in UTC'),
        },
      },
      async (request, reply) => {
        const answer = await publicActFeed(
          ctx,
          request.params.qrCodeId,
          originOf(ctx, request),
          request.headers['if-none-match'],
        );
        return sendCalendar(reply, answer, 'gigs.ics', 'public, max-age=900');
      },
    );

    app.get(
      '/api/sessions/scheduled/:id/calendar.ics',
      {
        schema: {
          summary: 'One public gig as an iCalendar file, to add to a calendar',
          params: idParam,
          response: { 200: calendarFile('text/calendar with one VEVENT')[200] },
        },
      },
      async (request, reply) => {
        const file = await publicGigFile(ctx, request.params.id, originOf(ctx, request));
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="gig-${request.params.id}.ics"`)
          .header('cache-control', 'public, max-age=300')
          .header('etag', file.etag)
          .send(file.ics as never);
      },
    );

    app.get(
      '/api/calendars/:token',
      {
        schema: {
          summary: 'An act’s every gig, private ones included, at the unguessable address only the act knows',
          params: privateFeedParams,
          response: calendarFile('text/calendar, one VEVENT per gig, times in UTC'),
        },
      },
      async (request, reply) => {
        // The address ends in .ics for the calendar apps that look at it; the token is the rest.
        const token = request.params.token.replace(/\.ics$/, '');
        const answer = await privateActFeed(ctx, token, originOf(ctx, request), request.headers['if-none-match']);
        // The address is the secret: no shared cache may keep what it returns.
        return sendCalendar(reply, answer, 'all-gigs.ics', 'private, no-store');
      },
    );
  };

/** The act's own feed addresses, for the dashboard's Gigs tab. */
export const calendarRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    describeRoutes(app, { tag: 'Calendars', access: 'musician' });

    app.get(
      '/api/musicians/me/calendar',
      {
        schema: {
          summary: 'The act’s public and private calendar feed addresses (the private one is made on first ask)',
          response: { 200: calendarLinksResponse },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return calendarLinks(ctx, profile.id, { reset: false });
      },
    );

    app.post(
      '/api/musicians/me/calendar/reset',
      {
        schema: {
          summary: 'A new private feed address: every copy of the old one stops working at once',
          response: { 200: calendarLinksResponse },
        },
      },
      async (request, reply) => {
        const { profile } = await requireAct(ctx, request, reply, 'show');
        return calendarLinks(ctx, profile.id, { reset: true });
      },
    );
  };
