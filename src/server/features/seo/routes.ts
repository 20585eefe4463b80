import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { listPublicArtistPages } from './queries';

/** Pages only a signed-in musician or an administrator can use: nothing for a search engine. */
const privatePaths = ['/api/', '/dashboard', '/settings', '/live/', '/admin', '/auth/', '/qr/'];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * robots.txt and sitemap.xml for the public site: the home page, future events and every public
 * artist page. URLs are absolute, from PUBLIC_URL when set, else from the request's host.
 */
export const seoRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const origin = (request: FastifyRequest) => ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

    app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
      const lines = ['User-agent: *', 'Allow: /', ...privatePaths.map((p) => `Disallow: ${p}`), ''];
      lines.push(`Sitemap: ${origin(request)}/sitemap.xml`, '');
      return reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(lines.join('\n'));
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
      const base = origin(request);
      const artists = await listPublicArtistPages(ctx.db);
      const entries = [
        { loc: `${base}/`, lastmod: undefined },
        { loc: `${base}/future-events`, lastmod: undefined },
        ...artists.map((a) => ({
          loc: `${base}/artist/${encodeURIComponent(a.qr_code_id)}`,
          lastmod: a.updated_at.slice(0, 10),
        })),
      ];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries.map(
          (e) => `  <url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
      return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
    });
  };
