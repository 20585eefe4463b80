import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text response a phone downloads (JSON, HTML, robots, sitemap).
 * Registered before any route: the plugin attaches itself to routes as they are declared.
 * Server-Sent Events are left alone (the default types exclude text/event-stream, and the stream
 * writes to the raw socket), and built assets arrive pre-compressed from the build, so only
 * small dynamic payloads are compressed here: a moderate Brotli quality keeps that cheap.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
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
