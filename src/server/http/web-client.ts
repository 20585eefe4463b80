import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../shared/user-messages';
import { isPagePath } from '../../shared/page-paths';
import { createFanPages } from './fan-pages';
import { errorBody } from './errors';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Paths that name a file (`/robots.txt`, `/assets/x.js`, `/favicon.ico`) rather than a page. */
const looksLikeFile = (urlPath: string) => urlPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(urlPath);

/**
 * Serves the built client. Hashed assets are cached for a year (immutable); everything else,
 * index.html included, is revalidated on each use (no-cache with an ETag, so a repeat visit costs
 * a 304). The build writes .br and .gz beside each text asset and they are sent as they are.
 * index.html answers the app's page paths with 200 and any other non-file path with 404 (the app
 * then shows 'Page not found'); a missing file, such as an old bundle after a deploy, is a plain 404.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  const fanPage = hasClient ? createFanPages(distDir) : () => null;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  const sendNotFoundText = (reply: FastifyReply) =>
    reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isApi = urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/media/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(errorBody(messages.http.notFound, 'not_found'));
    }
    if (looksLikeFile(urlPath)) return sendNotFoundText(reply);
    if (!hasClient) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    const isPage = isPagePath(urlPath);
    const html = isPage ? fanPage(request.url) : null;
    reply
      .code(isPage ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (html === null) return reply.sendFile('index.html');
    // A fan page as fan-pages.ts writes it: compressed on the way out like any dynamic answer,
    // and still a 304 on a repeat visit.
    const etag = `"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return sendCompressed(request, reply, html);
  });
}

/**
 * The not-found handler is outside @fastify/compress's route hooks, so a fan page is compressed
 * here: Brotli at the plugin's moderate quality (about a millisecond for the page), else gzip.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}
