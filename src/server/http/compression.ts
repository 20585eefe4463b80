import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Routes whose every answer stays under the threshold, or that send their own compressed bytes:
 * the plugin would add a hook to each of their requests and an onSend to each reply only to find
 * nothing to do. (Each is checked to exist by compression.test.ts.)
 */
export const uncompressedRoutes: ReadonlySet<string> = new Set([
  // {"status":"ok","database":"postgres"} or the 503's one line: under 100 bytes.
  'GET /api/health',
  // {"maintenance_mode":false}
  'GET /api/platform/status',
  // Sends the compressed bytes it keeps per change itself (features/live/routes.ts).
  'GET /api/sessions/live/requests',
]);

/** Event streams write to the raw socket (and text/event-stream is never compressed). */
const isStream = (url: string) => url.endsWith('/stream');

/**
 * Brotli or gzip for every text response a phone downloads (JSON, HTML, robots, sitemap).
 * Registered before any route: the plugin attaches itself to routes as they are declared, except
 * to the routes above and to streams, which get neither its hooks nor its decompression of request
 * bodies (they take none). Built assets arrive pre-compressed from the build, so only small dynamic
 * payloads are compressed here: a moderate Brotli quality keeps that cheap.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads these options.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const skipped = methods.every(
      (method) =>
        isStream(route.url) ||
        uncompressedRoutes.has(`${method === 'HEAD' ? 'GET' : method} ${route.url.replace(/\/$/, '')}`),
    );
    if (skipped && route.compress === undefined) {
      route.compress = false;
      route.decompress = false;
    }
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/**
 * The encoding to send bytes kept pre-compressed in: Brotli when the client accepts it, else gzip,
 * else none (a q of 0 refuses an encoding).
 */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
