// Shared rules tests for the editorial collections (articles, quizzes, updates, careers): everyone
// gets and lists published documents (lists filtered on published == true, with a limit of at most
// CONTENT_MAX_LIST); admins also read drafts; no client writes.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  limit,
  orderBy,
  setDoc,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { CONTENT_MAX_LIST, CONTENT_PAGE_SIZE } from '../../src/shared/content.js';
import { ROLES, list, useRulesEnv } from './setup.js';

export function describePublishedContentRules(name: 'articles' | 'quizzes' | 'updates' | 'careers'): void {
  const rules = useRulesEnv(name, () => ({
    [`${name}/live`]: { title: 'Live', published: true, publishedAt: '2026-10-01', category: 'sleep' },
    [`${name}/draft`]: { title: 'Draft', published: false, publishedAt: '2026-10-02', category: 'sleep' },
  }));

  describe(`${name}/{slug} by role`, () => {
    for (const role of ROLES) {
      const db = () => rules.as(role);
      const published = (...extra: QueryConstraint[]) => list(db(), name, where('published', '==', true), ...extra);

      it(`${role}: gets a published document and lists published ones with a limit`, async () => {
        await assertSucceeds(getDoc(doc(db(), `${name}/live`)));
        await assertSucceeds(published(orderBy('publishedAt', 'desc'), limit(CONTENT_PAGE_SIZE)));
        await assertSucceeds(
          published(where('category', '==', 'sleep'), orderBy('publishedAt', 'desc'), limit(CONTENT_MAX_LIST)),
        );
      });

      it(`${role}: ${role === 'admin' ? 'also reads' : 'cannot read'} drafts or list without the published filter`, async () => {
        const check = role === 'admin' ? assertSucceeds : assertFails;
        await check(getDoc(doc(db(), `${name}/draft`)));
        await check(list(db(), name, limit(10)));
        await check(list(db(), name, where('published', '==', false), limit(10)));
      });

      it(`${role}: a list without a limit, or above ${CONTENT_MAX_LIST}, fails`, async () => {
        await assertFails(published());
        await assertFails(published(limit(CONTENT_MAX_LIST + 1)));
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
