import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeProfilePhoto } from './profile-photos';
import { mediaRoutes } from './routes';

let mediaDir: string;
let app: FastifyInstance;
beforeEach(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-media-'));
  app = Fastify({ logger: false });
  await app.register(mediaRoutes(mediaDir));
});
afterEach(async () => {
  await app.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('GET /media/*', () => {
  it('serves a stored photo with a year-long immutable cache header', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const url = await storeProfilePhoto(mediaDir, png);

    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing file and refuses to leave the media folder', async () => {
    expect((await app.inject({ method: 'GET', url: '/media/photos/nope-medium.webp' })).statusCode).toBe(404);
    const escape = await app.inject({ method: 'GET', url: '/media/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(escape.statusCode);
  });
});
