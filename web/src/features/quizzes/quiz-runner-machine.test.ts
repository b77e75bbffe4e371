// Covers the quiz machine transition by transition: start, choose, next (refused without an answer),
// back, finish, retake, what goes to browser storage, and when a signed-in result is saved.
import type { Quiz } from '@shared/content';
import {
  currentQuestion,
  initialQuizRunnerState,
  isFinished,
  quizResultRecord,
  reduce,
  startsSaving,
  storageChange,
  type QuizRunnerEvent,
  type QuizRunnerState,
} from './quiz-runner-machine';

const run = (from: QuizRunnerState, events: QuizRunnerEvent[]) => events.reduce(reduce, from);
const signedOutNext: QuizRunnerEvent = { type: 'next', isSignedIn: false };

const intro = initialQuizRunnerState(3, null);
const started = reduce(intro, { type: 'start' });
const onSecond = run(started, [{ type: 'choose', answer: 1 }, signedOutNext]);
const onLast = run(onSecond, [{ type: 'choose', answer: 0 }, signedOutNext, { type: 'choose', answer: 1 }]);

describe('starting', () => {
  it('opens on the intro when this browser kept nothing', () => {
    expect(intro).toEqual({ total: 3, progress: null, isMissing: false, save: 'local' });
    expect(currentQuestion(intro)).toBeNull();
    expect(isFinished(intro)).toBe(false);
  });

  it('resumes where this browser left off', () => {
    const resumed = initialQuizRunnerState(3, { answers: [1], step: 1 });
    expect(currentQuestion(resumed)).toEqual({ step: 1, chosen: undefined });
  });

  it('opens on the result when the kept quiz was finished', () => {
    expect(isFinished(initialQuizRunnerState(3, { answers: [0, 1, 0], step: 3 }))).toBe(true);
  });

  it('starts on the first question with no answers', () => {
    expect(started.progress).toEqual({ answers: [], step: 0 });
    expect(currentQuestion(started)).toEqual({ step: 0, chosen: undefined });
    expect(reduce(started, { type: 'start' })).toBe(started);
  });

  it('ignores answers and moves before the quiz starts', () => {
    for (const event of [{ type: 'choose', answer: 0 }, signedOutNext, { type: 'back' }] as const) {
      expect(reduce(intro, event)).toBe(intro);
    }
  });
});

describe('answering', () => {
  it('records the chosen answer for the question on screen, and a change of mind', () => {
    const chosen = run(started, [
      { type: 'choose', answer: 2 },
      { type: 'choose', answer: 1 },
    ]);
    expect(chosen.progress).toEqual({ answers: [1], step: 0 });
    expect(currentQuestion(chosen)?.chosen).toBe(1);
  });

  it('refuses "next" without an answer, and clears the warning once one is chosen', () => {
    const missing = reduce(started, signedOutNext);
    expect(missing).toMatchObject({ isMissing: true, progress: started.progress });
    expect(reduce(missing, { type: 'choose', answer: 0 }).isMissing).toBe(false);
  });

  it('moves to the next question with the answers so far', () => {
    expect(onSecond.progress).toEqual({ answers: [1], step: 1 });
    expect(onSecond.isMissing).toBe(false);
  });

  it('goes back a question with its answer still chosen, never before the first', () => {
    const back = reduce(onSecond, { type: 'back' });
    expect(currentQuestion(back)).toEqual({ step: 0, chosen: 1 });
    expect(reduce(back, { type: 'back' }).progress).toEqual({ answers: [1], step: 0 });
  });

  it('clears the missing-answer warning on back', () => {
    const missing = reduce(onSecond, signedOutNext);
    expect(reduce(missing, { type: 'back' }).isMissing).toBe(false);
  });
});

describe('finishing', () => {
  it('finishes after the last question, keeping the result in the browser when signed out', () => {
    const done = reduce(onLast, signedOutNext);
    expect(isFinished(done)).toBe(true);
    expect(done.progress).toEqual({ answers: [1, 0, 1], step: 3 });
    expect(done.save).toBe('local');
    expect(startsSaving({ prev: onLast, next: done })).toBe(false);
  });

  it('starts saving a signed-in person’s result, then records how it went', () => {
    const done = reduce(onLast, { type: 'next', isSignedIn: true });
    expect(done.save).toBe('saving');
    expect(startsSaving({ prev: onLast, next: done })).toBe(true);
    expect(reduce(done, { type: 'saveSucceeded' }).save).toBe('saved');
    expect(reduce(done, { type: 'saveFailed' }).save).toBe('failed');
  });

  it('does not save before the last question', () => {
    const moved = reduce(reduce(started, { type: 'choose', answer: 0 }), { type: 'next', isSignedIn: true });
    expect(moved.save).toBe('local');
    expect(startsSaving({ prev: started, next: moved })).toBe(false);
  });

  it('ignores answers and moves on the result', () => {
    const done = reduce(onLast, signedOutNext);
    for (const event of [{ type: 'choose', answer: 0 }, signedOutNext, { type: 'back' }] as const) {
      expect(reduce(done, event)).toBe(done);
    }
  });

  it('goes back to the intro on retake', () => {
    const done = reduce(onLast, signedOutNext);
    const retaken = reduce(done, { type: 'retake' });
    expect(retaken.progress).toBeNull();
    expect(reduce(retaken, { type: 'start' }).progress).toEqual({ answers: [], step: 0 });
  });
});

describe('storageChange', () => {
  const change = (prev: QuizRunnerState, event: QuizRunnerEvent) => storageChange({ prev, next: reduce(prev, event) });

  it('keeps every new progress in the browser', () => {
    expect(change(intro, { type: 'start' })).toEqual({ answers: [], step: 0 });
    expect(change(started, { type: 'choose', answer: 1 })).toEqual({ answers: [1], step: 0 });
    expect(change(onSecond, { type: 'back' })).toEqual({ answers: [1], step: 0 });
    expect(change(onLast, signedOutNext)).toEqual({ answers: [1, 0, 1], step: 3 });
  });

  it('forgets the quiz on retake', () => {
    expect(change(reduce(onLast, signedOutNext), { type: 'retake' })).toBe('clear');
  });

  it('writes nothing when the progress did not change', () => {
    expect(change(started, signedOutNext)).toBeNull();
    expect(change(reduce(onLast, { type: 'next', isSignedIn: true }), { type: 'saveSucceeded' })).toBeNull();
  });
});

describe('quizResultRecord', () => {
  const quiz = {
    slug: 'sleep',
    questions: [
      {
        text: 'Q1',
        explanation: null,
        answers: [
          { text: 'a', score: 0 },
          { text: 'b', score: 2 },
        ],
      },
      {
        text: 'Q2',
        explanation: null,
        answers: [
          { text: 'a', score: 1 },
          { text: 'b', score: 3 },
        ],
      },
    ],
    results: [
      { min: 0, max: 2, title: 'Calm', body: '' },
      { min: 3, max: 5, title: 'x'.repeat(130), body: '' },
    ],
  } as unknown as Quiz;

  it('scores the answers against the quiz, with a result title of at most 120 characters', () => {
    expect(quizResultRecord(quiz, [0, 0])).toEqual({
      quizSlug: 'sleep',
      score: 1,
      maxScore: 5,
      resultTitle: 'Calm',
      answers: [0, 0],
    });
    expect(quizResultRecord(quiz, [1, 1]).resultTitle).toBe('x'.repeat(120));
  });
});
