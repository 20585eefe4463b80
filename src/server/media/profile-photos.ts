import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '../http/errors';
import { profileMessages } from '../../shared/musician-profile';

/** Square edge in pixels of each stored variant (spec 1 §9: small, medium, large). */
export const PHOTO_SIZES = { small: 96, medium: 320, large: 800 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/**
 * A 5 MB file can still declare enormous dimensions (a decompression bomb: a 660 KB PNG of
 * 9000×5500 pixels takes seconds and hundreds of MB to decode). 25 megapixels keeps every phone's
 * default photo (12–24 MP) and is checked from the header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

/** The spec's photo messages (spec 1 §5), so the server says what the form would have said. */
export const photoMessages = {
  unreadable: profileMessages.imageUnreadable,
  tooManyPixels: `Image must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
} as const;

/** A 400: the upload is not an image we accept. Routes can let it propagate. */
export class InvalidImageError extends AppError {
  constructor(message: string) {
    super(400, message);
    this.name = 'InvalidImageError';
  }
}

/**
 * Decoding runs on libuv's thread pool, off the event loop; at most this many photos are decoded
 * at once, so a burst of uploads queues instead of taking the machine's memory.
 */
const MAX_CONCURRENT_ENCODES = 2;
let encoding = 0;
const waiting: (() => void)[] = [];

async function withEncodeSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing upload hands its slot straight to the next one waiting, so none is ever over.
  if (encoding >= MAX_CONCURRENT_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding++;
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
 * medium one's URL. The random file name never changes meaning, so the files can be cached forever.
 */
export async function storeProfilePhoto(mediaDir: string, image: Buffer): Promise<string> {
  const encoded = await withEncodeSlot(() => encodeVariants(image));
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

/** Encodes in memory first, so every decoding failure is the upload's fault and file errors stay apart. */
async function encodeVariants(image: Buffer): Promise<Record<PhotoSize, Buffer>> {
  try {
    // rotate() applies the EXIF orientation, so phone photos do not come out sideways.
    const source = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { width, height } = await source.metadata();
    // Saliency cropping keeps a face in a landscape shot; a square picture has nothing to crop.
    const position = width === height ? 'centre' : 'attention';
    const encode = (size: PhotoSize) =>
      source
        .clone()
        .resize(PHOTO_SIZES[size], PHOTO_SIZES[size], { fit: 'cover', position })
        // Effort 3 of 6 makes files within a percent of the default's in about half the time.
        .webp({ quality: 82, effort: 3 })
        .toBuffer();
    const [small, medium, large] = await Promise.all([encode('small'), encode('medium'), encode('large')]);
    return { small, medium, large };
  } catch (error) {
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
