// Screens a listing against the current recall list (publish, edit, recall changes, admin review).
import type { ListingScreening } from '../../shared/marketplace.js';
import { currentRecalls } from './recall-store.js';
import { screenAgainst, type ScreenableListing, type ScreenOptions } from './screen.js';

export type { ScreenableListing, ScreenOptions } from './screen.js';

/**
 * clear, review (a near match to a recall: an admin decides) or blocked (with the reason the seller
 * sees). Takes a ListingInput or a Listing; recallsChecked says how many recalls it was checked against.
 */
export async function screenListing(
  input: ScreenableListing,
  now: number,
  options: ScreenOptions = {},
): Promise<ListingScreening> {
  return screenAgainst(input, await currentRecalls(), now, options);
}
