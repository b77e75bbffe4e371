// users/{uid}/quizResults/{quizSlug}: a signed-in user's latest quiz result; only its owner reads or
// writes it, and only with the known fields, capped, stamped with the server time.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { OWNER, ROLES, firestoreAs, rulesEnvironment } from './setup.js';

let env: RulesTestEnvironment;
const PATH = `users/${OWNER}/quizResults/newborn-sleep-myths`;
const result = (overrides: Record<string, unknown> = {}) => ({
  quizSlug: 'newborn-sleep-myths',
  score: 7,
  maxScore: 10,
  resultTitle: 'Well informed',
  answers: [1, 0, 2, 1, 1, 0, 0, 1, 2, 1],
  completedAt: serverTimestamp(),
  ...overrides,
});

beforeAll(async () => {
  env = await rulesEnvironment('quiz-results');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(fs, PATH), { ...result(), completedAt: new Date('2026-11-01T10:00:00Z') });
  });
});

describe('users/{uid}/quizResults/{quizSlug} by role', () => {
  for (const role of ROLES) {
    const db = () => firestoreAs(env, role);
    const check = role === 'owner' ? assertSucceeds : assertFails;

    it(`${role}: get, list, create, update and delete ${role === 'owner' ? 'succeed' : 'fail'}`, async () => {
      await check(getDoc(doc(db(), PATH)));
      await check(getDocs(collection(db(), `users/${OWNER}/quizResults`)));
      await check(
        setDoc(
          doc(db(), `users/${OWNER}/quizResults/whats-your-parenting-style`),
          result({ quizSlug: 'whats-your-parenting-style' }),
        ),
      );
      await check(setDoc(doc(db(), PATH), result({ score: 9 })));
      await check(deleteDoc(doc(db(), PATH)));
    });
  }

  const owner = () => firestoreAs(env, 'owner');
  it.each([
    ['an unknown key', { note: 'hi' }],
    ['a slug that differs from the document id', { quizSlug: 'other-quiz' }],
    ['a score above the maximum', { score: 11 }],
    ['a fractional score', { score: 2.5 }],
    ['a title over 120 characters', { resultTitle: 'x'.repeat(121) }],
    ['more than 50 answers', { answers: Array.from({ length: 51 }, () => 0) }],
    ['a client-chosen completion time', { completedAt: new Date('2026-01-01T00:00:00Z') }],
  ])('owner: a result with %s is refused', async (_what, overrides) => {
    await assertFails(setDoc(doc(owner(), PATH), result(overrides)));
  });

  it('owner: an update must keep the shape too', async () => {
    await assertFails(updateDoc(doc(owner(), PATH), { score: 'seven' }));
  });
});
