// Photo processing on its own (no emulators): what a photo may cost to decode is decided from its
// header, before any pixel is decoded, and what passes is decoded once into every stored width.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/errors.js';
import { NOT_A_PHOTO_MESSAGE, PHOTO_LIMITS, PHOTO_TOO_MANY_PIXELS_MESSAGE, processPhoto } from './process-photo.js';

/** A PNG that is nearly all header: it claims width x height but holds 1 kB of pixel data. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(input: Buffer): Promise<{ status: number; message: string }> {
  const error = await processPhoto(input).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a5' } });

describe('processPhoto: the decoding budget, from the header', () => {
  it('refuses a header claiming 30,000 x 30,000 pixels with 413 and how big a photo may be, decoding nothing', async () => {
    // Its pixel data is nearly all missing: decoding would fail as "not a photo" instead.
    expect(await refusal(pngHeaderOnly(30_000, 30_000))).toEqual({
      status: 413,
      message: PHOTO_TOO_MANY_PIXELS_MESSAGE,
    });
  });

  it('refuses just over 24 megapixels, and a header within it goes on to decoding', async () => {
    expect((await refusal(pngHeaderOnly(6001, 4000))).status).toBe(413);
    expect(await refusal(pngHeaderOnly(6000, 4000))).toEqual({ status: 415, message: NOT_A_PHOTO_MESSAGE });
  });

  it('gives 16-bit and interlaced images half the budget, since their decoders hold the whole image', async () => {
    const heavyPixels = PHOTO_LIMITS.maxHeavyPixels + 4000 * 10;
    const width = 4000;
    const height = Math.ceil(heavyPixels / width);
    const deep = await solid(width, height).toColourspace('rgb16').png({ compressionLevel: 1 }).toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    expect(await refusal(deep)).toEqual({ status: 413, message: PHOTO_TOO_MANY_PIXELS_MESSAGE });
    const interlaced = await solid(width, height).png({ progressive: true, compressionLevel: 1 }).toBuffer();
    expect((await sharp(interlaced).metadata()).isProgressive).toBe(true);
    expect((await refusal(interlaced)).status).toBe(413);
  });

  it('processes an ordinary 16-megapixel phone photo into every width, upright', async () => {
    const photo = await solid(4000, 4000).jpeg({ quality: 70 }).toBuffer();
    const processed = await processPhoto(photo);
    expect(processed.aspect).toBe(1);
    const widths = await Promise.all(processed.variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([320, 640, 1080]);
  });

  it('stores a small photo at its own width under every name, never enlarged', async () => {
    const processed = await processPhoto(await solid(300, 200).png().toBuffer());
    expect(processed.aspect).toBe(1.5);
    for (const v of processed.variants) expect((await sharp(v.data).metadata()).width).toBe(300);
  });
});
