import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../shared/constants';
import {
  InvalidImageError,
  MAX_ASPECT_RATIO,
  MAX_EDGE_PIXELS,
  MAX_INPUT_PIXELS,
  MAX_WAITING_ENCODES,
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
  return sharp({ create: { width: 1800, height: 900, channels: 3, background: { r: 200, g: 40, b: 90 } } })
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

  /** The process's resident memory at its highest while `work` runs, above where it started. */
  async function peakRssGrowth(work: () => Promise<unknown>): Promise<number> {
    const before = process.memoryUsage.rss();
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
    try {
      await work();
    } finally {
      clearInterval(sample);
    }
    return Math.max(peak, process.memoryUsage.rss()) - before;
  }
  const MB = 1024 * 1024;

  const strip = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#777' } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();

  it('refuses a very wide strip within the pixel limit from its header (the 24 KB, 250000×100 PNG)', async () => {
    const bomb = await strip(250_000, 100);
    expect(250_000 * 100).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    const growth = await peakRssGrowth(() =>
      expect(storeProfilePhoto(mediaDir, bomb)).rejects.toThrow(photoMessages.badShape),
    );
    expect(growth, 'memory taken by refusing it').toBeLessThan(100 * MB);
    expect(fs.readdirSync(mediaDir)).toEqual([]);
  });

  it('refuses a tall strip, a shape past the ratio and a side past the edge limit', async () => {
    const shapes: Array<[number, number]> = [
      [100, 100_000],
      [MAX_ASPECT_RATIO * 500 + 1, 500],
      [MAX_EDGE_PIXELS + 1, 3_000],
    ];
    for (const [width, height] of shapes) {
      await expect(storeProfilePhoto(mediaDir, await strip(width, height)), `${width}×${height}`).rejects.toThrow(
        photoMessages.badShape,
      );
    }
    expect(fs.readdirSync(mediaDir)).toEqual([]);
  });

  it('shrinks before cropping: the widest accepted photo stays within 100 MB and crops to squares', async () => {
    const wide = await sharp({
      create: { width: MAX_EDGE_PIXELS, height: MAX_EDGE_PIXELS / MAX_ASPECT_RATIO, channels: 3, background: '#345' },
    })
      .jpeg()
      .toBuffer();
    let url = '';
    const growth = await peakRssGrowth(async () => (url = await storeProfilePhoto(mediaDir, wide)));
    expect(growth, 'memory taken by an 8000×2000 photo').toBeLessThan(100 * MB);
    const meta = await sharp(fileOf(photoVariantUrl(url, 'large'))).metadata();
    expect(meta).toMatchObject({ width: 800, height: 800 });
  });

  it('never enlarges a photo smaller than a variant', async () => {
    const tiny = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#a00' } })
      .png()
      .toBuffer();
    const url = await storeProfilePhoto(mediaDir, tiny);
    expect(await sharp(fileOf(photoVariantUrl(url, 'large'))).metadata()).toMatchObject({ width: 150, height: 150 });
    expect(await sharp(fileOf(photoVariantUrl(url, 'small'))).metadata()).toMatchObject({ width: 96, height: 96 });
  });

  it('a burst of uploads queues for the few decoding slots and every one is stored', async () => {
    const png = await landscapePng();
    const urls = await Promise.all(Array.from({ length: 6 }, () => storeProfilePhoto(mediaDir, png)));
    expect(new Set(urls).size).toBe(6);
    for (const url of urls) expect(fs.existsSync(fileOf(url))).toBe(true);
  });
});

describe('the upload queue', () => {
  it('decodes one photo at a time, lets a few wait, and refuses the rest with a 503 at once', async () => {
    const png = await landscapePng();
    const results = await Promise.allSettled(
      Array.from({ length: MAX_WAITING_ENCODES + 3 }, () => storeProfilePhoto(mediaDir, png, { refuseWhenBusy: true })),
    );
    const stored = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(stored).toHaveLength(MAX_WAITING_ENCODES + 1);
    expect(refused).toHaveLength(2);
    for (const error of refused) expect(error).toMatchObject({ statusCode: 503, message: photoMessages.busy });
  });
});

describe('photoVariantUrl', () => {
  it('swaps the size suffix and leaves other URLs alone', () => {
    expect(photoVariantUrl('/media/photos/abc-medium.webp', 'small')).toBe('/media/photos/abc-small.webp');
    expect(photoVariantUrl('/media/photos/abc-large.webp', 'medium')).toBe('/media/photos/abc-medium.webp');
    expect(photoVariantUrl('data:image/png;base64,AAAA', 'large')).toBe('data:image/png;base64,AAAA');
  });
});
