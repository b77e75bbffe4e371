// Screens a listing against the current recall list (publish, edit, recall changes, admin review).
import type { ListingScreening } from '../../shared/marketplace.js';
import { clearedRecallIds } from '../moderation/queue.js';
import { currentRecalls } from './recall-store.js';
import { screenAgainst, type ScreenableListing, type ScreenOptions } from './screen.js';

export type { ScreenableListing, ScreenOptions } from './screen.js';

export interface ScreenListingOptions extends ScreenOptions {
  /** The listing's id, when it has one: near matches an admin already approved for it are not raised again. */
  listingId?: string;
}

/**
 * clear, review (a near match to a recall: an admin decides) or blocked (with the reason the seller
 * sees). Takes a ListingInput or a Listing; recallsChecked says how many recalls it was checked against.
 */
export async function screenListing(
  input: ScreenableListing,
  now: number,
  options: ScreenListingOptions = {},
): Promise<ListingScreening> {
  const [recalls, cleared] = await Promise.all([
    currentRecalls(),
    options.listingId ? clearedRecallIds(options.listingId) : Promise.resolve([]),
  ]);
  return screenAgainst(input, recalls, now, {
    clearedRecallIds: [...cleared, ...(options.clearedRecallIds ?? [])],
  });
}
