// questions/{listingId}_{buyerUid}: "Ask the seller a question", written by the api function only;
// read by its buyer, its seller and admins (lists by buyerUid or sellerUid, limit 100). Its messages
// are read by the same parties, read from the parent thread; nobody writes them from a client.
import { assertFails } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeBuyerSellerDocument } from './buyer-seller-document.js';
import { BUYER, PARTIES, SELLER, SEEDED_AT, asParty, only, type Party } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

const thread = (buyerUid: string, sellerUid: string) => ({
  id: `listing-1_${buyerUid}`,
  listingId: 'listing-1',
  listingTitle: 'Graco Pack n Play',
  listingPath: '/marketplace/graco-pack-n-play/listing-1',
  buyerUid,
  sellerUid,
  buyerFirstName: 'Liam',
  sellerFirstName: 'Maya',
  waitingFor: 'seller',
  lastMessageText: 'Does it fold flat?',
  messageCount: 1,
  isBlocked: false,
  createdAt: SEEDED_AT,
  updatedAt: SEEDED_AT,
});

describeBuyerSellerDocument({
  collection: 'questions',
  id: 'listing-1_buyer-uid',
  make: thread,
  orderField: 'updatedAt',
  plausibleUpdate: { waitingFor: 'buyer' },
  invalidUpdate: { messageCount: 'many' },
});

const MESSAGES = 'questions/listing-1_buyer-uid/messages';
const OTHERS_MESSAGES = 'questions/listing-1_another-buyer-uid/messages';
const uidOf: Partial<Record<Party, string>> = { seller: SELLER, buyer: BUYER };
const messageRules = useRulesEnv('question-messages', () => ({
  'questions/listing-1_buyer-uid': thread(BUYER, SELLER),
  [`${MESSAGES}/first`]: { senderUid: BUYER, text: 'Does it fold flat?', createdAt: SEEDED_AT },
  'questions/listing-1_another-buyer-uid': thread('another-buyer-uid', 'another-seller-uid'),
  [`${OTHERS_MESSAGES}/first`]: { senderUid: 'another-buyer-uid', text: 'Hi', createdAt: SEEDED_AT },
}));

describe('questions/{id}/messages/{messageId} by party', () => {
  for (const party of PARTIES) {
    const db = () => asParty(messageRules, party);
    const reads = only(['buyer', 'seller', 'admin'])(party);

    it(`${party}: get and list (limit 100) of the thread's messages ${verdict(reads)}`, async () => {
      await expectRule(reads, getDoc(doc(db(), `${MESSAGES}/first`)));
      await expectRule(reads, list(db(), MESSAGES, orderBy('createdAt', 'desc'), limit(100)));
      await assertFails(list(db(), MESSAGES, limit(101)));
      await assertFails(list(db(), MESSAGES));
    });

    it(`${party}: reading another pair's messages ${verdict(party === 'admin')}`, async () => {
      await expectRule(party === 'admin', getDoc(doc(db(), `${OTHERS_MESSAGES}/first`)));
    });

    it(`${party}: posting, editing or deleting a message fails (the api function writes them)`, async () => {
      const senderUid = uidOf[party] ?? 'someone';
      await assertFails(addDoc(collection(db(), MESSAGES), { senderUid, text: 'Hi', createdAt: serverTimestamp() }));
      await assertFails(setDoc(doc(db(), `${MESSAGES}/first`), { senderUid, text: 'Edited', createdAt: SEEDED_AT }));
      await assertFails(deleteDoc(doc(db(), `${MESSAGES}/first`)));
    });
  }
});
