import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { escapeHtml } from '../../email/templates';
import { unsubscribeFromMarketing, verifyUnsubscribeToken } from '../../email/notifications';
import { unsubscribeBody, unsubscribeMessages as m, unsubscribeQuery } from '../../../shared/unsubscribe';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – Stagecall</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Stagecall</a></p></main></body></html>`;

/**
 * The link in a marketing e-mail. GET only shows a confirmation with a small form, so a mail
 * scanner that follows links cannot unsubscribe anyone; the POST does it. The signed token names
 * the musician, so no sign-in is needed.
 */
export const unsubscribeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.get('/api/email/unsubscribe', { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
      const { token } = request.query;
      reply.type('text/html; charset=utf-8');
      if (verifyUnsubscribeToken(ctx.secret, token) === undefined) {
        return reply.code(400).send(page(m.invalid, ''));
      }
      return page(
        m.confirmTitle,
        `<p>${escapeHtml(m.confirmBody)}</p><form method="post" action="/api/email/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${escapeHtml(m.confirmButton)}</button></form>`,
      );
    });

    app.post('/api/email/unsubscribe', { schema: { body: unsubscribeBody } }, async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const musicianId = verifyUnsubscribeToken(ctx.secret, request.body.token);
      if (musicianId === undefined || !(await unsubscribeFromMarketing(ctx, musicianId))) {
        return reply.code(400).send(page(m.invalid, ''));
      }
      return page(m.doneTitle, `<p>${escapeHtml(m.doneBody)}</p>`);
    });
  };
