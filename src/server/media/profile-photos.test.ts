import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeImageDataUrl, InvalidImageError, photoVariantUrl, storeProfilePhoto } from './profile-photos';

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

describe('decodeImageDataUrl', () => {
  it('decodes PNG, JPEG, GIF and WebP data URLs', async () => {
    const png = await landscapePng();
    expect(decodeImageDataUrl(`data:image/png;base64,${png.toString('base64')}`).equals(png)).toBe(true);
    for (const type of ['jpeg', 'gif', 'webp']) {
      expect(decodeImageDataUrl(`data:image/${type};base64,AAAA`)).toHaveLength(3);
    }
  });

  it('rejects data URLs that are not one of the accepted image types', () => {
    for (const bad of [
      'data:text/plain;base64,aGVsbG8=',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/png,not-base64',
      'data:image/png;base64,',
      'data:image/png;base64,@@@@',
      'https://example.test/photo.png',
      '',
    ]) {
      expect(() => decodeImageDataUrl(bad), bad).toThrow('Please select an image file (JPG, PNG, GIF, etc.)');
    }
  });

  it('rejects images over 5 MB', () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1).toString('base64');
    expect(() => decodeImageDataUrl(`data:image/png;base64,${big}`)).toThrow('Image must be smaller than 5MB');
  });
});

describe('photoVariantUrl', () => {
  it('swaps the size suffix and leaves other URLs alone', () => {
    expect(photoVariantUrl('/media/photos/abc-medium.webp', 'small')).toBe('/media/photos/abc-small.webp');
    expect(photoVariantUrl('/media/photos/abc-large.webp', 'medium')).toBe('/media/photos/abc-medium.webp');
    expect(photoVariantUrl('data:image/png;base64,AAAA', 'large')).toBe('data:image/png;base64,AAAA');
  });
});
