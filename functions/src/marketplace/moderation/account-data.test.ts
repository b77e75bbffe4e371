// Export and deletion of a person's notifications and moderation items, against the emulator.
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/helpers/emulators.js';
import { notify } from '../../notify/notifications.js';
import { moderationSource, notificationsSource } from './account-data.js';
import { queueItem, queueRef, reportId } from './queue.js';
import { listingDoc } from './test-fixtures.js';

describe('notifications and moderation account data', () => {
  it('exports a seller the items about their listings without the reporter, and deletes them', async () => {
    const [seller, reporter] = await Promise.all([signedInUser(), signedInUser()]);
    const listing = listingDoc(seller.uid);
    const id = reportId(listing.id, reporter.uid);
    await queueRef(id).set(
      queueItem(id, 'report', { ...listing, sellerUid: seller.uid }, 'Unsafe', null, reporter.uid, Date.now()),
    );
    await notify(seller.uid, { kind: 'recall', title: 'A recall', body: 'Details', link: '/marketplace/my-listings' });

    const sellerExport = (await moderationSource.collect(seller.uid)) as {
      aboutYourListings: { reporterUid: unknown }[];
    };
    expect(sellerExport.aboutYourListings).toEqual([expect.objectContaining({ id, reporterUid: null })]);
    const reporterExport = (await moderationSource.collect(reporter.uid)) as { reportsFiled: { id: string }[] };
    expect(reporterExport.reportsFiled.map((r) => r.id)).toEqual([id]);
    expect(await notificationsSource.collect(seller.uid)).toEqual([expect.objectContaining({ title: 'A recall' })]);

    await Promise.all([moderationSource.remove(reporter.uid), notificationsSource.remove(seller.uid)]);
    expect((await queueRef(id).get()).exists).toBe(false);
    expect(await moderationSource.collect(seller.uid)).toBeNull();
    expect(await notificationsSource.collect(seller.uid)).toBeNull();
  });
});
