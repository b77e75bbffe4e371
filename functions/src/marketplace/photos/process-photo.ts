// Turns one uploaded image into the marketplace's stored photos: sniffed by its bytes (never its
// Content-Type), turned upright by its EXIF orientation, re-encoded to WebP at each PHOTO_WIDTHS
// with every bit of metadata (GPS, camera, owner) dropped, so a photo never reveals a home.
import sharp from 'sharp';
import { HttpError } from '../../lib/errors.js';
import { MARKETPLACE_LIMITS, PHOTO_WIDTHS, type PhotoWidth } from '../../shared/marketplace.js';

export const NOT_A_PHOTO_MESSAGE = 'That file is not a photo we can read. Upload a JPEG, PNG, WebP or HEIC image.';
export const PHOTO_TOO_LARGE_MESSAGE = 'Photos must be 10 MB or smaller.';

/** Decoding cap: a 10 MB file can still claim billions of pixels (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;
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

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > MARKETPLACE_LIMITS.photoMaxBytes) throw new HttpError(413, PHOTO_TOO_LARGE_MESSAGE);
  if (!sniffPhotoFormat(input)) throw notAPhoto();
  const open = () => sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw notAPhoto();
    // Orientations 5 to 8 turn the photo a quarter: its upright width is its stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    const variants = [];
    for (const w of PHOTO_WIDTHS) {
      // Never upscaled: a small original is stored at its own width under every width's name.
      const data = await open()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      variants.push({ width: w, data });
    }
    return { aspect: Math.round((width / height) * 1000) / 1000, variants };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp could not decode it (corrupt, truncated, or HEIC this build cannot read).
    throw notAPhoto();
  }
}
