// The person's data in notifications and the moderation queue, for account export and deletion
// (account/user-data.ts). A seller's export shows what was filed about their listings but never who
// reported them; deletion removes their notifications, the reports they filed and the items about
// their listings.
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/admin.js';
import type { UserDataSource } from '../../lib/data-source.js';
import { NOTIFICATIONS } from '../../notify/notifications.js';
import { MODERATION_QUEUE } from './queue.js';

const PAGE = 500;

async function allDocs(field: string, collection: string, uid: string): Promise<QueryDocumentSnapshot[]> {
  return (await db().collection(collection).where(field, '==', uid).get()).docs;
}

async function deleteWhere(collection: string, field: string, uid: string): Promise<void> {
  for (;;) {
    const snap = await db().collection(collection).where(field, '==', uid).limit(PAGE).get();
    if (snap.empty) return;
    const batch = db().batch();
    for (const d of snap.docs) batch.delete(d.ref);
    await batch.commit();
  }
}

export const notificationsSource: UserDataSource = {
  name: 'notifications',
  collect: async (uid) => {
    const docs = await allDocs('uid', NOTIFICATIONS, uid);
    return docs.length === 0 ? null : docs.map((d) => ({ id: d.id, ...d.data() }));
  },
  remove: (uid) => deleteWhere(NOTIFICATIONS, 'uid', uid),
};

export const moderationSource: UserDataSource = {
  name: 'marketplaceModeration',
  collect: async (uid) => {
    const [filed, about] = await Promise.all([
      allDocs('reporterUid', MODERATION_QUEUE, uid),
      allDocs('sellerUid', MODERATION_QUEUE, uid),
    ]);
    if (filed.length + about.length === 0) return null;
    return {
      reportsFiled: filed.map((d) => ({ id: d.id, ...d.data() })),
      // Who reported a seller's listing is not the seller's data.
      aboutYourListings: about.map((d) => ({ id: d.id, ...d.data(), reporterUid: null })),
    };
  },
  remove: async (uid) => {
    await Promise.all([
      deleteWhere(MODERATION_QUEUE, 'reporterUid', uid),
      deleteWhere(MODERATION_QUEUE, 'sellerUid', uid),
    ]);
  },
};
