// Where the demo's listing photos live on disk: the disk photo store's folder inside the emulators'
// saved state, laid out by photoObjectPath() (listings/{listingId}/{photoId}-{width}.webp).
import { fileURLToPath } from 'node:url';

/** emulator-data/marketplace-photos, from functions/src|lib/dev/seed/marketplace/. */
export const PHOTOS_DIR = fileURLToPath(new URL('../../../../../emulator-data/marketplace-photos/', import.meta.url));
