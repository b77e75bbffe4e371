// Shared rules tests for the editorial collections (articles, quizzes, updates, careers): everyone
// gets and lists published documents (lists filtered on published == true, limit <= 50); admins also
// read drafts; no client writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ROLES, firestoreAs, rulesEnvironment } from './setup.js';

export function describePublishedContentRules(name: 'articles' | 'quizzes' | 'updates' | 'careers'): void {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await rulesEnvironment(name);
  });
  afterAll(async () => {
    await env.cleanup();
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const fs = ctx.firestore() as unknown as Firestore;
      await setDoc(doc(fs, `${name}/live`), {
        title: 'Live',
        published: true,
        publishedAt: '2026-10-01',
        category: 'sleep',
      });
      await setDoc(doc(fs, `${name}/draft`), {
        title: 'Draft',
        published: false,
        publishedAt: '2026-10-02',
        category: 'sleep',
      });
    });
  });

  describe(`${name}/{slug} by role`, () => {
    for (const role of ROLES) {
      const db = () => firestoreAs(env, role);
      const published = (...extra: Parameters<typeof query>[1][]) =>
        query(collection(db(), name), where('published', '==', true), ...extra);

      it(`${role}: gets a published document and lists published ones with a limit`, async () => {
        await assertSucceeds(getDoc(doc(db(), `${name}/live`)));
        await assertSucceeds(getDocs(published(orderBy('publishedAt', 'desc'), limit(12))));
        await assertSucceeds(
          getDocs(published(where('category', '==', 'sleep'), orderBy('publishedAt', 'desc'), limit(50))),
        );
      });

      it(`${role}: ${role === 'admin' ? 'also reads' : 'cannot read'} drafts or list without the published filter`, async () => {
        const check = role === 'admin' ? assertSucceeds : assertFails;
        await check(getDoc(doc(db(), `${name}/draft`)));
        await check(getDocs(query(collection(db(), name), limit(10))));
        await check(getDocs(query(collection(db(), name), where('published', '==', false), limit(10))));
      });

      it(`${role}: a list without a limit, or above 50, fails`, async () => {
        await assertFails(getDocs(published()));
        await assertFails(getDocs(published(limit(51))));
      });

      it(`${role}: create, update and delete fail`, async () => {
        await assertFails(
          setDoc(doc(db(), `${name}/new`), { title: 'New', published: true, publishedAt: '2026-11-01' }),
        );
        await assertFails(updateDoc(doc(db(), `${name}/live`), { title: 'Changed' }));
        await assertFails(updateDoc(doc(db(), `${name}/draft`), { published: true }));
        await assertFails(deleteDoc(doc(db(), `${name}/live`)));
      });
    }
  });
}
