// Screens a listing against the current recall list (publish, edit, recall changes, admin review).
import type { ListingScreening } from '../../shared/marketplace.js';
import { clearedRecallIds } from '../moderation/queue.js';
import { db } from '../../lib/admin.js';
import { currentRecalls } from './recall-store.js';
import { screenAgainst, type CatalogFacts, type ScreenableListing, type ScreenOptions } from './screen.js';
import { textOf } from '../../shared/stored-values.js';

export type { ScreenableListing, ScreenOptions } from './screen.js';

export interface ScreenListingOptions extends ScreenOptions {
  /** The listing's id, when it has one: near matches an admin already approved for it are not raised again. */
  listingId?: string;
}

/** The catalog product behind a listing's productId (one read), or null when it has none or it is gone. */
export async function catalogFactsOf(productId: unknown): Promise<CatalogFacts | null> {
  if (typeof productId !== 'string' || !productId || productId.length > 128 || productId.includes('/')) return null;
  const snap = await db().collection('products').doc(productId).get();
  if (!snap.exists) return null;
  const get = (field: string) => textOf(snap.get(field));
  return { title: get('title'), brand: get('brand'), category: get('category'), subcategory: get('subcategory') };
}

/**
 * clear, review (a near match to a recall: an admin decides) or blocked (with the reason the seller
 * sees). Takes a ListingInput or a Listing; recallsChecked says how many recalls it was checked against.
 */
export async function screenListing(
  input: ScreenableListing & { productId?: string | null },
  now: number,
  options: ScreenListingOptions = {},
): Promise<ListingScreening> {
  const [recalls, cleared, catalogProduct] = await Promise.all([
    currentRecalls(),
    options.listingId ? clearedRecallIds(options.listingId) : Promise.resolve([]),
    options.catalogProduct !== undefined ? Promise.resolve(options.catalogProduct) : catalogFactsOf(input.productId),
  ]);
  return screenAgainst(input, recalls, now, {
    clearedRecallIds: [...cleared, ...(options.clearedRecallIds ?? [])],
    catalogProduct,
  });
}
