import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves stored photos under /media/. Their names are random and never reused for other content,
 * so browsers and proxies may keep them for a year without asking again.
 */
export const mediaRoutes =
  (mediaDir: string): FastifyPluginAsync =>
  async (app) => {
    const root = path.resolve(mediaDir);
    // Created up front: a fresh install has no photos yet, and the plugin warns about a missing root.
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/media/',
      // The web client's static plugin already decorates reply.sendFile.
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(reply) {
        reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
  };
