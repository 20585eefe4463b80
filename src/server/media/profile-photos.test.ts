import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../shared/constants';
import {
  InvalidImageError,
  MAX_INPUT_PIXELS,
  photoMessages,
  photoVariantUrl,
  storeProfilePhoto,
} from './profile-photos';

let mediaDir: string;
beforeEach(() => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stagecall-media-'));
});
afterEach(() => {
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

/** A landscape PNG, so the square crop is visible in the output dimensions. */
function landscapePng(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

describe('storeProfilePhoto', () => {
  it('writes small, medium and large square WebP files and returns the medium URL', async () => {
    const url = await storeProfilePhoto(mediaDir, await landscapePng());

    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{32}-medium\.webp$/);
    for (const [size, edge] of [
      ['small', 96],
      ['medium', 320],
      ['large', 800],
    ] as const) {
      const file = fileOf(photoVariantUrl(url, size));
      expect(fs.existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: edge, height: edge });
    }
  });

  it('gives every photo its own name', async () => {
    const png = await landscapePng();
    const [a, b] = await Promise.all([storeProfilePhoto(mediaDir, png), storeProfilePhoto(mediaDir, png)]);
    expect(a).not.toBe(b);
  });

  it('refuses bytes that are not an image and leaves no files behind', async () => {
    await expect(storeProfilePhoto(mediaDir, Buffer.from('not an image'))).rejects.toBeInstanceOf(InvalidImageError);
    expect(fs.readdirSync(mediaDir)).toEqual([]);
  });
});

describe('decompression bombs', () => {
  it('refuses an image over the pixel limit from its header, however small the file', async () => {
    // 9000×5500: the 660 KB PNG that took seconds and hundreds of MB to decode.
    const bomb = await sharp({ create: { width: 9000, height: 5500, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);
    expect(9000 * 5500).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(storeProfilePhoto(mediaDir, bomb)).rejects.toThrow(photoMessages.tooManyPixels);
    expect(fs.readdirSync(mediaDir)).toEqual([]);
  });

  it('a burst of uploads queues for the few decoding slots and every one is stored', async () => {
    const png = await landscapePng();
    const urls = await Promise.all(Array.from({ length: 6 }, () => storeProfilePhoto(mediaDir, png)));
    expect(new Set(urls).size).toBe(6);
    for (const url of urls) expect(fs.existsSync(fileOf(url))).toBe(true);
  });
});

describe('photoVariantUrl', () => {
  it('swaps the size suffix and leaves other URLs alone', () => {
    expect(photoVariantUrl('/media/photos/abc-medium.webp', 'small')).toBe('/media/photos/abc-small.webp');
    expect(photoVariantUrl('/media/photos/abc-large.webp', 'medium')).toBe('/media/photos/abc-medium.webp');
    expect(photoVariantUrl('data:image/png;base64,AAAA', 'large')).toBe('data:image/png;base64,AAAA');
  });
});
