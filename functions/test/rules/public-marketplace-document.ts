// Shared by-party rules tests for the public collections written by functions or admins through the
// Admin SDK (recalls, marketplaceMeta, marketplaceInsights, cities, events): everyone gets and lists them
// (within the collection's cap, if it has one); no client creates, edits or deletes one.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, setDoc, updateDoc } from 'firebase/firestore';
import type { DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PARTIES, asParty } from './marketplace-roles.js';
import { list, useRulesEnv } from './setup.js';

export interface PublicMarketplaceDocument {
  collection: 'recalls' | 'marketplaceMeta' | 'marketplaceInsights' | 'cities' | 'events';
  /** The rules test project: demo-recess-rules-<project>. */
  project: string;
  id: string;
  data: DocumentData;
  /** The list cap in firestore.rules, or null where a list of a handful of summaries needs none. */
  maxList: number | null;
  plausibleUpdate: DocumentData;
  invalidUpdate: DocumentData;
}

export function describePublicMarketplaceDocument(spec: PublicMarketplaceDocument): void {
  const path = `${spec.collection}/${spec.id}`;
  const rules = useRulesEnv(spec.project, () => ({ [path]: spec.data }));

  describe(`${spec.collection}/{id} by party`, () => {
    for (const party of PARTIES) {
      const db = () => asParty(rules, party);

      it(`${party}: get and list succeed`, async () => {
        await assertSucceeds(getDoc(doc(db(), path)));
        await assertSucceeds(list(db(), spec.collection, limit(spec.maxList ?? 10)));
        if (spec.maxList === null) await assertSucceeds(list(db(), spec.collection));
      });

      if (spec.maxList !== null) {
        it(`${party}: a list above ${spec.maxList} or without a limit fails`, async () => {
          await assertFails(list(db(), spec.collection, limit((spec.maxList ?? 0) + 1)));
          await assertFails(list(db(), spec.collection));
        });
      }

      it(`${party}: create, update (plausible or invalid) and delete fail`, async () => {
        await assertFails(setDoc(doc(db(), `${spec.collection}/new`), spec.data));
        await assertFails(updateDoc(doc(db(), path), spec.plausibleUpdate));
        await assertFails(updateDoc(doc(db(), path), spec.invalidUpdate));
        await assertFails(deleteDoc(doc(db(), path)));
      });
    }
  });
}
