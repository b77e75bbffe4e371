// users/{uid}/quizResults/{quizSlug}: a signed-in user's latest quiz result; only its owner reads or
// writes it, and only with the known fields, capped, stamped with the server time.
import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { OWNER, ROLES, expectRule, list, useRulesEnv } from './setup.js';

// These caps live only in firestore.rules (isValidQuizResult); no shared constant names them.
const MAX_RESULT_TITLE = 120;
const MAX_ANSWERS = 50;

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
const rules = useRulesEnv('quiz-results', () => ({
  [PATH]: { ...result(), completedAt: new Date('2026-11-01T10:00:00Z') },
}));

describe('users/{uid}/quizResults/{quizSlug} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const allowed = role === 'owner';

    it(`${role}: get, list, create, update and delete ${allowed ? 'succeed' : 'fail'}`, async () => {
      await expectRule(allowed, getDoc(doc(db(), PATH)));
      await expectRule(allowed, list(db(), `users/${OWNER}/quizResults`));
      await expectRule(
        allowed,
        setDoc(
          doc(db(), `users/${OWNER}/quizResults/whats-your-parenting-style`),
          result({ quizSlug: 'whats-your-parenting-style' }),
        ),
      );
      await expectRule(allowed, setDoc(doc(db(), PATH), result({ score: 9 })));
      await expectRule(allowed, deleteDoc(doc(db(), PATH)));
    });
  }

  const owner = () => rules.as('owner');
  it.each([
    ['an unknown key', { note: 'hi' }],
    ['a slug that differs from the document id', { quizSlug: 'other-quiz' }],
    ['a score above the maximum', { score: result().maxScore + 1 }],
    ['a fractional score', { score: 2.5 }],
    [`a title over ${MAX_RESULT_TITLE} characters`, { resultTitle: 'x'.repeat(MAX_RESULT_TITLE + 1) }],
    [`more than ${MAX_ANSWERS} answers`, { answers: Array.from({ length: MAX_ANSWERS + 1 }, () => 0) }],
    ['a client-chosen completion time', { completedAt: new Date('2026-01-01T00:00:00Z') }],
  ])('owner: a result with %s is refused', async (_what, overrides) => {
    await assertFails(setDoc(doc(owner(), PATH), result(overrides)));
  });

  it('owner: an update must keep the shape too', async () => {
    await assertFails(updateDoc(doc(owner(), PATH), { score: 'seven' }));
  });
});
