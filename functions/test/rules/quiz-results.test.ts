// users/{uid}/quizResults/{quizSlug}: a signed-in user's latest quiz result; only its owner reads or
// writes it, only for a quiz that exists, with the known fields capped (QUIZ_RESULT_LIMITS), stamped
// with the server time, and never from the token of a deleted account.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { QUIZ_RESULT_LIMITS } from '../../src/shared/content.js';
import { OWNER, ROLES, expectRule, list, useRulesEnv } from './setup.js';

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
const quiz = { title: 'Quiz', published: true };
const rules = useRulesEnv('quiz-results', () => ({
  'quizzes/newborn-sleep-myths': quiz,
  'quizzes/whats-your-parenting-style': quiz,
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

    it(`${role}: a result for a quiz that does not exist fails`, async () => {
      await assertFails(
        setDoc(doc(db(), `users/${OWNER}/quizResults/no-such-quiz`), result({ quizSlug: 'no-such-quiz' })),
      );
    });
  }

  const owner = () => rules.as('owner');
  it.each([
    ['an unknown key', { note: 'hi' }],
    ['a slug that differs from the document id', { quizSlug: 'other-quiz' }],
    ['a score above the maximum', { score: result().maxScore + 1 }],
    ['a fractional score', { score: 2.5 }],
    [
      `a title over ${QUIZ_RESULT_LIMITS.resultTitle} characters`,
      { resultTitle: 'x'.repeat(QUIZ_RESULT_LIMITS.resultTitle + 1) },
    ],
    [
      `more than ${QUIZ_RESULT_LIMITS.answers} answers`,
      { answers: Array.from({ length: QUIZ_RESULT_LIMITS.answers + 1 }, () => 0) },
    ],
    [`an answer past choice ${QUIZ_RESULT_LIMITS.answerChoices}`, { answers: [1, QUIZ_RESULT_LIMITS.answerChoices] }],
    ['a negative answer', { answers: [-1] }],
    ['a fractional answer', { answers: [0.5] }],
    ['a 500 kB answer', { answers: ['x'.repeat(500_000)] }],
    ['an answer that is a map', { answers: [{ pick: 1 }] }],
    ['answers as a map', { answers: { q1: 1 } }],
    ['a client-chosen completion time', { completedAt: new Date('2026-01-01T00:00:00Z') }],
  ])('owner: a result with %s is refused', async (_what, overrides) => {
    await assertFails(setDoc(doc(owner(), PATH), result(overrides)));
  });

  it('owner: answers at the limits are accepted', async () => {
    const answers = Array.from({ length: QUIZ_RESULT_LIMITS.answers }, (_, i) => i % QUIZ_RESULT_LIMITS.answerChoices);
    await assertSucceeds(
      setDoc(doc(owner(), PATH), result({ answers, resultTitle: 'x'.repeat(QUIZ_RESULT_LIMITS.resultTitle) })),
    );
  });

  it('owner: an update must keep the shape too', async () => {
    await assertFails(updateDoc(doc(owner(), PATH), { score: 'seven' }));
  });

  it('owner: after the account is deleted its token can no longer save results', async () => {
    await rules.withoutRules((fs) => setDoc(doc(fs, `deletedAccounts/${OWNER}`), { deletedAt: new Date() }));
    await assertFails(setDoc(doc(owner(), PATH), result({ score: 9 })));
    await assertFails(
      setDoc(
        doc(owner(), `users/${OWNER}/quizResults/whats-your-parenting-style`),
        result({ quizSlug: 'whats-your-parenting-style' }),
      ),
    );
  });
});
