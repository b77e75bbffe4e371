// Where the demo's listing photos live on disk: the disk photo store's layout inside the emulators'
// saved state (emulator-data/marketplace-photos/listings/{listingId}/{photoId}-{width}.webp).
import { fileURLToPath } from 'node:url';

/** emulator-data/marketplace-photos, from functions/src|lib/dev/seed/marketplace/. */
export const PHOTOS_DIR = fileURLToPath(new URL('../../../../../emulator-data/marketplace-photos/', import.meta.url));

/** A photo's object path in the photo store. */
export function photoFile(listingId: string, photoId: string, width: number): string {
  return `listings/${listingId}/${photoId}-${width}.webp`;
}
