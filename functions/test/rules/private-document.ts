// Shared by-role rules tests for a private document keyed by its owner's uid (users, registries):
// its owner and admins get it, only its owner creates and updates it, nobody lists or deletes it.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, type DocumentData, type DocumentReference } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, ROLES, expectRule, list, verdict, type Role, type RulesEnv } from './setup.js';

const ACCESS: Readonly<Record<Role, { get: boolean; write: boolean }>> = {
  'signed out': { get: false, write: false },
  owner: { get: true, write: true },
  'other user': { get: false, write: false },
  admin: { get: true, write: false },
};

export interface PrivateDocument {
  collection: 'users' | 'registries';
  /** What the create test writes, in its name: "the owner's profile". */
  created: string;
  /** The document as its owner creates it. */
  newDoc(fs: Firestore): DocumentData;
  /** The web's valid updates, in the test name, and a run that passes each write to `check`. */
  update: {
    name: string;
    run(fs: Firestore, ref: DocumentReference, check: (write: Promise<unknown>) => Promise<unknown>): Promise<void>;
  };
}

/** Get, list, create, a valid update and delete of the owner's document, for every role. */
export function describePrivateDocumentByRole(rules: RulesEnv, spec: PrivateDocument): void {
  const path = `${spec.collection}/${OWNER}`;

  describe(`${spec.collection}/{uid} by role`, () => {
    for (const role of ROLES) {
      const db = () => rules.as(role);
      const may = ACCESS[role];

      it(`${role}: get ${verdict(may.get)}`, async () => {
        await expectRule(may.get, getDoc(doc(db(), path)));
      });

      it(`${role}: list fails`, async () => {
        await assertFails(list(db(), spec.collection));
      });

      it(`${role}: creating ${spec.created} ${verdict(may.write)}`, async () => {
        await rules.withoutRules((fs) => deleteDoc(doc(fs, path)));
        const fs = db();
        await expectRule(may.write, setDoc(doc(fs, path), spec.newDoc(fs)));
      });

      it(`${role}: ${spec.update.name} ${verdict(may.write)}`, async () => {
        const fs = db();
        await spec.update.run(fs, doc(fs, path), (write) => expectRule(may.write, write));
      });

      it(`${role}: delete fails`, async () => {
        await assertFails(deleteDoc(doc(db(), path)));
      });
    }
  });
}
