// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearQuizProgress, readQuizProgress, scoreAnswers, writeQuizProgress } from './quiz-progress';

const questions = [
  { answers: [{ score: 0 }, { score: 2 }] },
  { answers: [{ score: 1 }, { score: 3 }] },
  { answers: [{ score: 0 }, { score: 1 }] },
];

beforeEach(() => localStorage.clear());

describe('quiz progress in the browser', () => {
  it('round-trips the answers and the step, per quiz', () => {
    writeQuizProgress('sleep', { answers: [1, 0], step: 2 });
    expect(readQuizProgress('sleep', 3)).toEqual({ answers: [1, 0], step: 2 });
    expect(readQuizProgress('other', 3)).toBeNull();
    clearQuizProgress('sleep');
    expect(readQuizProgress('sleep', 3)).toBeNull();
  });

  it('never points past the answered questions, and ignores garbage', () => {
    writeQuizProgress('sleep', { answers: [1], step: 3 });
    expect(readQuizProgress('sleep', 3)).toEqual({ answers: [1], step: 1 });
    localStorage.setItem('recess_quiz_sleep', '{not json');
    expect(readQuizProgress('sleep', 3)).toBeNull();
    localStorage.setItem('recess_quiz_sleep', JSON.stringify({ answers: [0, 0, 0, 0], step: 1 }));
    expect(readQuizProgress('sleep', 3)).toBeNull();
  });
});

describe('scoreAnswers', () => {
  it('adds the chosen answers and counts an out-of-range choice as 0', () => {
    expect(scoreAnswers(questions, [1, 1, 1])).toBe(6);
    expect(scoreAnswers(questions, [0, 0])).toBe(1);
    expect(scoreAnswers(questions, [5, 1])).toBe(3);
  });
});
