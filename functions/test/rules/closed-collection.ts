// A collection only the functions use: every role (signed out, owner, other user, admin) fails to
// get, list, create, update or delete its documents.
import { assertFails } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ROLES, list, useRulesEnv } from './setup.js';

export function describeClosedToClients(
  collection: string,
  seeded: { id: string; data: DocumentData },
  written: { id: string; data: DocumentData },
): void {
  const project = collection.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const rules = useRulesEnv(project, () => ({ [`${collection}/${seeded.id}`]: seeded.data }));
  describe(`${collection}/{id} by role`, () => {
    for (const role of ROLES) {
      it(`${role}: get, list, create, update and delete all fail`, async () => {
        const fs = rules.as(role);
        await assertFails(getDoc(doc(fs, `${collection}/${seeded.id}`)));
        await assertFails(list(fs, collection));
        await assertFails(setDoc(doc(fs, `${collection}/${written.id}`), written.data));
        await assertFails(updateDoc(doc(fs, `${collection}/${seeded.id}`), written.data));
        await assertFails(deleteDoc(doc(fs, `${collection}/${seeded.id}`)));
      });
    }
  });
}
