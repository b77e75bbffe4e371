// Shared by-party rules tests for a document between a buyer and a seller, written by functions only
// (offers, orders): its buyer, its seller and admins get it; each party lists their own by buyerUid
// or sellerUid with a limit of at most 100; admins list all; no client creates, edits or deletes one.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, setDoc, updateDoc, where } from 'firebase/firestore';
import type { DocumentData, QueryConstraint } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { BUYER, PARTIES, SELLER, asParty, only } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

// The cap on these lists lives only in firestore.rules.
const MAX_LIST = 100;

export interface BuyerSellerDocument {
  collection: 'offers' | 'orders' | 'questions';
  /** The seeded document's id. */
  id: string;
  /** The document as the functions write it, between `buyerUid` and `sellerUid`. */
  make(buyerUid: string, sellerUid: string): DocumentData;
  /** The field each party's list orders by (the composite indexes in firestore.indexes.json). */
  orderField: 'updatedAt' | 'createdAt';
  /** A change the functions make (the party would like to make it), and one that breaks the shape. */
  plausibleUpdate: DocumentData;
  invalidUpdate: DocumentData;
}

export function describeBuyerSellerDocument(spec: BuyerSellerDocument): void {
  const path = `${spec.collection}/${spec.id}`;
  const rules = useRulesEnv(spec.collection, () => ({
    [path]: spec.make(BUYER, SELLER),
    [`${spec.collection}/between-others`]: spec.make('another-buyer-uid', 'another-seller-uid'),
  }));

  describe(`${spec.collection}/{id} by party`, () => {
    for (const party of PARTIES) {
      const db = () => asParty(rules, party);
      const reads = only(['buyer', 'seller', 'admin'])(party);
      const isAdmin = party === 'admin';
      const byField = (field: 'buyerUid' | 'sellerUid', uid: string, ...constraints: QueryConstraint[]) =>
        list(db(), spec.collection, where(field, '==', uid), orderBy(spec.orderField, 'desc'), ...constraints);

      it(`${party}: get ${verdict(reads)}; get of another pair's ${verdict(isAdmin)}`, async () => {
        await expectRule(reads, getDoc(doc(db(), path)));
        await expectRule(isAdmin, getDoc(doc(db(), `${spec.collection}/between-others`)));
      });

      it(`${party}: the buyer's list ${verdict(only(['buyer', 'admin'])(party))}, the seller's ${verdict(only(['seller', 'admin'])(party))}`, async () => {
        await expectRule(only(['buyer', 'admin'])(party), byField('buyerUid', BUYER, limit(MAX_LIST)));
        await expectRule(only(['seller', 'admin'])(party), byField('sellerUid', SELLER, limit(20)));
      });

      it(`${party}: a list above ${MAX_LIST} or without a limit fails`, async () => {
        await assertFails(byField('buyerUid', BUYER, limit(MAX_LIST + 1)));
        await assertFails(byField('sellerUid', SELLER));
      });

      it(`${party}: an unfiltered list ${verdict(isAdmin)}`, async () => {
        await expectRule(isAdmin, list(db(), spec.collection, limit(20)));
      });

      it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
        await assertFails(setDoc(doc(db(), `${spec.collection}/new`), spec.make(BUYER, SELLER)));
        await assertFails(updateDoc(doc(db(), path), spec.plausibleUpdate));
        await assertFails(updateDoc(doc(db(), path), spec.invalidUpdate));
        await assertFails(deleteDoc(doc(db(), path)));
      });
    }
  });
}
