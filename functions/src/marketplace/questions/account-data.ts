// A person's question threads for export and deletion (decision 003). The messages they sent are
// exported and deleted with every other `messages` document carrying their senderUid (the
// orderMessagesSent source's collection group query); here: the threads on either side, kept for
// the other party with the deleted person's name replaced and uid cleared, and the seller's blocks.
import { db } from '../../lib/admin.js';
import { querySource, type UserDataSource } from '../../lib/data-source.js';
import { FORMER_MEMBER } from '../account-data.js';
import { MARKETPLACE_BLOCKS, QUESTIONS } from './questions.js';

const byField = (collection: string, field: string) => (uid: string) =>
  db().collection(collection).where(field, '==', uid);

function threadsSource(role: 'buyer' | 'seller'): UserDataSource {
  const uidField = role === 'buyer' ? 'buyerUid' : 'sellerUid';
  const nameField = role === 'buyer' ? 'buyerFirstName' : 'sellerFirstName';
  const base = querySource(role === 'buyer' ? 'questionsAsked' : 'questionsReceived', byField(QUESTIONS, uidField));
  return {
    name: base.name,
    collect: (uid) => base.collect(uid),
    remove: async (uid) => {
      for (;;) {
        const snap = await byField(QUESTIONS, uidField)(uid).limit(400).get();
        if (snap.empty) return;
        const batch = db().batch();
        // Closed as well: nobody can write to a person who is gone.
        for (const d of snap.docs)
          batch.update(d.ref, { [uidField]: 'deleted', [nameField]: FORMER_MEMBER, isBlocked: true });
        await batch.commit();
      }
    },
  };
}

export const QUESTION_USER_DATA_SOURCES: readonly UserDataSource[] = [
  threadsSource('buyer'),
  threadsSource('seller'),
  querySource('buyersBlocked', byField(MARKETPLACE_BLOCKS, 'sellerUid')),
  querySource('blockedBySellers', byField(MARKETPLACE_BLOCKS, 'buyerUid')),
];
