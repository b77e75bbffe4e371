// Turns one uploaded image into the marketplace's stored photos: sniffed by its bytes (never its
// Content-Type), turned upright by its EXIF orientation, re-encoded to WebP at each PHOTO_WIDTHS
// with every bit of metadata (GPS, camera, owner) dropped, so a photo never reveals a home.
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { HttpError } from '../../lib/errors.js';
import {
  MARKETPLACE_LIMITS,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_WIDTHS,
  type PhotoWidth,
} from '../../shared/marketplace.js';

export const NOT_A_PHOTO_MESSAGE = 'That file is not a photo we can read. Upload a JPEG, PNG, WebP or HEIC image.';

/**
 * What a photo may cost to decode, checked from its header before a single pixel is decoded: a 10 MB
 * file can still claim billions of pixels (a decompression bomb), and 16-bit samples or an
 * interlaced (Adam7 PNG, progressive JPEG) image make the decoder hold the whole image at once. 24
 * megapixels is more than any phone camera's photo; those heavier kinds get half of it.
 */
export const PHOTO_LIMITS = { maxPixels: 24_000_000, maxHeavyPixels: 12_000_000 } as const;
export const PHOTO_TOO_MANY_PIXELS_MESSAGE =
  'That photo is too large to process. Use a photo of at most 24 megapixels (for example 6000 x 4000).';

/**
 * sharp, loaded on the first photo: only the photos function decodes images, and the modules that
 * import this one for its limits and checks (the api's guards) do not load it (issue 24). One image at
 * a time per process and no decoded-image cache: photos are processed by a function of their own
 * (concurrency 1), so memory stays one photo's worth.
 */
let loaded: Promise<(input: Buffer, options?: SharpOptions) => Sharp> | undefined;
function loadSharp() {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif';

/** The image format its first bytes declare, or null for anything else. */
export function sniffPhotoFormat(input: Buffer): PhotoFormat | null {
  if (input.length < 12) return null;
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (input.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(input.toString('latin1', 8, 12))) return 'heif';
  return null;
}

export interface ProcessedPhoto {
  /** Width / height of the upright photo, to 3 decimals. */
  aspect: number;
  variants: { width: PhotoWidth; data: Buffer }[];
}

const notAPhoto = () => new HttpError(415, NOT_A_PHOTO_MESSAGE);

/** Refuses, from the header alone, an image whose decoding would cost more than a photo should. */
function assertAffordable(meta: Metadata): void {
  const { width, height } = meta;
  if (!width || !height) throw notAPhoto();
  const pixels = width * height * Math.max(1, meta.pages ?? 1);
  const heavy = meta.depth !== undefined && meta.depth !== 'uchar' ? true : Boolean(meta.isProgressive);
  if (pixels > (heavy ? PHOTO_LIMITS.maxHeavyPixels : PHOTO_LIMITS.maxPixels)) {
    throw new HttpError(413, PHOTO_TOO_MANY_PIXELS_MESSAGE);
  }
}

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > MARKETPLACE_LIMITS.photoMaxBytes) throw new HttpError(413, PHOTO_TOO_LARGE_MESSAGE);
  if (!sniffPhotoFormat(input)) throw notAPhoto();
  const sharp = await loadSharp();
  try {
    // metadata() reads the header only; nothing is decoded until the checks have passed.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    assertAffordable(meta);
    // Orientations 5 to 8 turn the photo a quarter: its upright width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const uprightWidth = (turned ? meta.height : meta.width) ?? 1;
    const uprightHeight = (turned ? meta.width : meta.height) ?? 1;
    // Decoded once: upright and at the largest stored width (JPEG and WebP shrink while they
    // decode), kept as raw pixels from which every width is encoded.
    const largest = await sharp(input, { failOn: 'error', limitInputPixels: PHOTO_LIMITS.maxPixels, pages: 1 })
      .rotate()
      .resize({ width: Math.max(...PHOTO_WIDTHS), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = largest.info;
    const variants = [];
    for (const w of PHOTO_WIDTHS) {
      // Never upscaled: a small original is stored at its own width under every width's name.
      const data = await sharp(largest.data, { raw: { width, height, channels } })
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      variants.push({ width: w, data });
    }
    return { aspect: Math.round((uprightWidth / uprightHeight) * 1000) / 1000, variants };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp could not decode it (corrupt, truncated, or HEIC this build cannot read).
    throw notAPhoto();
  }
}
