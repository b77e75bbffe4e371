// Renders every demo listing's photos (photo-art.ts) and stores them as the photo pipeline would:
// through processPhoto() into WebP at each width, under emulator-data/marketplace-photos/. Run by
// `npm run seed` after the emulators' export (which replaces emulator-data/), or by hand:
// `node functions/lib/dev/seed/marketplace/write-photos.js`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { processPhoto } from '../../../marketplace/photos/process-photo.js';
import type { Listing } from '../../../shared/marketplace.js';
import { buildDemoMarket } from './build-market.js';
import { listingPhotoSvg } from './photo-art.js';
import { photoObjectPath } from '../../../marketplace/photos/photo-paths.js';
import { PHOTOS_DIR } from './photo-files.js';

/** Writes the photos of `listings` under `dir` (emptied first); returns the files and bytes written. */
export async function writeListingPhotos(
  listings: readonly Pick<Listing, 'id' | 'category' | 'photos'>[],
  dir: string = PHOTOS_DIR,
): Promise<{ files: number; bytes: number }> {
  rmSync(dir, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  for (const listing of listings) {
    for (const [index, photo] of listing.photos.entries()) {
      const png = await sharp(Buffer.from(listingPhotoSvg(listing, index)))
        .png()
        .toBuffer();
      const processed = await processPhoto(png);
      if (Math.abs(processed.aspect - photo.aspect) > 0.01) {
        throw new Error(
          `Photo ${listing.id}/${photo.id} came out at ${processed.aspect}, the listing says ${photo.aspect}`,
        );
      }
      for (const variant of processed.variants) {
        const file = path.join(dir, photoObjectPath(listing.id, photo.id, variant.width));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, variant.data);
        files += 1;
        bytes += variant.data.length;
      }
    }
  }
  return { files, bytes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Photos depend on listing ids and categories only, never on the time.
  const { files, bytes } = await writeListingPhotos(buildDemoMarket(Date.now()).listings);
  console.log(`Wrote ${files} listing photos (${(bytes / 1e6).toFixed(1)} MB) to ${PHOTOS_DIR}`);
}
