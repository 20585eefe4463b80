import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { messages } from '../../shared/messages';
import { isPagePath } from '../../shared/page-paths';

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
      return reply.code(404).send({ error: messages.http.notFound });
    }
    if (looksLikeFile(urlPath)) return sendNotFoundText(reply);
    if (!hasClient) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply
      .code(isPagePath(urlPath) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile('index.html');
  });
}
