import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import { AppError } from '../http/errors';
import { profileMessages } from '../../shared/musicians';

/** Square edge in pixels of each stored variant (spec 1 §9: small, medium, large). */
export const PHOTO_SIZES = { small: 96, medium: 320, large: 800 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/**
 * A 5 MB file can still declare enormous dimensions (a decompression bomb: a 660 KB PNG of
 * 9000×5500 pixels takes seconds and hundreds of MB to decode). 25 megapixels keeps every phone's
 * default photo (12–24 MP) and is checked from the header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/**
 * The pixel limit alone lets a strip through: 250000×100 is exactly 25 MP in a 24 KB PNG, and
 * cropping it to a square enlarged the short side eightfold (a 1.6-gigapixel intermediate, 2.5 GB
 * and two minutes). A profile photo is never that shape: one side at most four times the other
 * (a phone's panorama crop is 3:1), and neither side past a 24-megapixel camera's long edge.
 */
export const MAX_ASPECT_RATIO = 4;
export const MAX_EDGE_PIXELS = 8_000;

let loadedSharp: Promise<typeof Sharp> | undefined;

/** sharp (libvips: about 19 MB resident) loads at an instance's first photo, not at every start. */
function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations' pixels (50 MB by default) for reuse; no two uploads share
    // any, so the cache only held memory after each photo.
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

/** Past this, an upload's encoding is abandoned (sharp stops the work on its thread). */
const ENCODE_TIMEOUT_SECONDS = 20;

/** The spec's photo messages (spec 1 §5), so the server says what the form would have said. */
export const photoMessages = {
  unreadable: profileMessages.imageUnreadable,
  tooManyPixels: `Image must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  badShape: `Image must be at most ${MAX_EDGE_PIXELS} pixels on each side, and no more than ${MAX_ASPECT_RATIO} times as wide as it is tall (or the other way round)`,
  busy: 'Too many photos are being processed right now. Please try again in a minute.',
} as const;

/** A 400: the upload is not an image we accept. Routes can let it propagate. */
export class InvalidImageError extends AppError {
  constructor(message: string) {
    super(400, message);
    this.name = 'InvalidImageError';
  }
}

/**
 * Decoding runs on libuv's thread pool, off the event loop; one photo is decoded at a time per
 * instance, and a few more may wait their turn. Past that an upload is refused with a 503 at once,
 * so a burst of uploads cannot pile up memory (each waiting one holds its 5 MB body).
 */
const MAX_CONCURRENT_ENCODES = 1;
export const MAX_WAITING_ENCODES = 8;
let encoding = 0;
const waiting: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>, refuseWhenBusy: boolean): Promise<T> {
  // A finishing upload hands its slot straight to the next one waiting, so none is ever over.
  if (encoding >= MAX_CONCURRENT_ENCODES) {
    if (refuseWhenBusy && waiting.length >= MAX_WAITING_ENCODES) throw new AppError(503, photoMessages.busy);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else encoding++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else encoding--;
  }
}

/**
 * Writes small, medium and large square WebP copies under `${mediaDir}/photos/` and returns the
 * medium one's URL. An upload (`refuseWhenBusy`) is refused with a 503 when the queue is full; the
 * demo seed's photos, made here, simply wait their turn. The random file name never changes meaning, so the files can be cached forever.
 */
export async function storeProfilePhoto(
  mediaDir: string,
  image: Buffer,
  { refuseWhenBusy = false }: { refuseWhenBusy?: boolean } = {},
): Promise<string> {
  const encoded = await withEncodeSlot(() => encodeVariants(image), refuseWhenBusy);
  const dir = path.join(mediaDir, 'photos');
  await fs.mkdir(dir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const files = (Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => ({
    size,
    file: path.join(dir, `${id}-${size}.webp`),
  }));
  try {
    await Promise.all(files.map(({ size, file }) => fs.writeFile(file, encoded[size])));
  } catch (error) {
    // Leave no half-written set behind.
    await Promise.all(files.map(({ file }) => fs.rm(file, { force: true })));
    throw error;
  }
  return `/media/photos/${id}-medium.webp`;
}

/**
 * Encodes in memory first, so every decoding failure is the upload's fault and file errors stay apart.
 * The shape is checked from the header before any pixel is decoded; the photo is then shrunk once
 * so its short side is at most the largest variant's (never enlarged), and the square crops are
 * cut from that small copy. No step holds more than the source and a few megapixels.
 */
async function encodeVariants(image: Buffer): Promise<Record<PhotoSize, Buffer>> {
  const sharp = await loadSharp();
  try {
    const header = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    // EXIF orientations 5 to 8 swap the sides once rotate() applies them.
    const swapped = (header.orientation ?? 1) >= 5;
    const width = swapped ? header.height : header.width;
    const height = swapped ? header.width : header.height;
    if (!width || !height) throw new InvalidImageError(photoMessages.unreadable);
    if (width * height > MAX_INPUT_PIXELS) throw new InvalidImageError(photoMessages.tooManyPixels);
    const [shortSide, longSide] = width < height ? [width, height] : [height, width];
    if (longSide > MAX_EDGE_PIXELS || longSide > shortSide * MAX_ASPECT_RATIO) {
      throw new InvalidImageError(photoMessages.badShape);
    }

    // rotate() applies the EXIF orientation, so phone photos do not come out sideways.
    const shrunk = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIZES.large, PHOTO_SIZES.large, { fit: 'outside', withoutEnlargement: true })
      .raw()
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    const { info } = shrunk;
    const edge = Math.min(info.width, info.height);
    // Saliency cropping keeps a face in a landscape shot; a square picture has nothing to crop.
    const position = info.width === info.height ? 'centre' : 'attention';
    const source = sharp(shrunk.data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const encode = (size: PhotoSize) => {
      // A photo smaller than a variant keeps its own size: enlarging only blurs it and costs memory.
      const side = Math.min(PHOTO_SIZES[size], edge);
      return (
        source
          .clone()
          .resize(side, side, { fit: 'cover', position })
          // Effort 3 of 6 makes files within a percent of the default's in about half the time.
          .webp({ quality: 82, effort: 3 })
          .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
          .toBuffer()
      );
    };
    const [small, medium, large] = await Promise.all([encode('small'), encode('medium'), encode('large')]);
    return { small, medium, large };
  } catch (error) {
    if (error instanceof InvalidImageError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new InvalidImageError(photoMessages.tooManyPixels);
    }
    throw new InvalidImageError(photoMessages.unreadable);
  }
}

/** The URL of another size of a stored photo; URLs that are not ours (data URLs) come back as they are. */
export function photoVariantUrl(url: string, size: PhotoSize): string {
  return url.replace(/-(small|medium|large)\.webp$/, `-${size}.webp`);
}
