// Lets one hold lapse for a test, and nothing else: the checkout's time and the listing's reservation
// are moved into the past, so the real sweep (at the real time) releases it. A sweep run with a clock
// 31 minutes ahead would release every open hold in the database, including those of tests running
// at the same moment in the other worker (a second buyer then wins a race that had one winner).
import { db } from '../../lib/admin.js';
import { checkoutRef, releaseLapsedCheckouts } from './checkout.js';

export async function lapseAndSweep(checkoutId: string): Promise<void> {
  const checkout = await checkoutRef(checkoutId).get();
  const lapsedAt = Date.now() - 1000;
  await db().runTransaction(async (tx) => {
    const listingId = checkout.get('listingId') as string;
    const listing = await tx.get(db().collection('listings').doc(listingId));
    tx.update(checkoutRef(checkoutId), { expiresAt: lapsedAt });
    if (listing.get('reservation.checkoutId') === checkoutId)
      tx.update(listing.ref, { 'reservation.expiresAt': lapsedAt });
  });
  await releaseLapsedCheckouts();
}
