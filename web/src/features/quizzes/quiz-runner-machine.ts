// A quiz run as a pure state machine: the intro, one question at a time (back and next), the result,
// and where a signed-in person's result is saved. Storage and the save run in useQuizRunner.
import type { Transition } from '../../lib/state/use-machine';
import { maxQuizScore, quizResultFor, type Quiz } from '@shared/content';
import { scoreAnswers, type QuizProgress } from './quiz-progress';

/** 'local': the result stays in this browser (signed out, or not finished yet). */
export type SaveState = 'local' | 'saving' | 'saved' | 'failed';

export interface QuizRunnerState {
  /** How many questions the quiz has. */
  total: number;
  /** null on the intro; step === total once finished. Mirrored in this browser's storage. */
  progress: QuizProgress | null;
  /** "Next" was pressed without an answer. */
  isMissing: boolean;
  save: SaveState;
}

export type QuizRunnerEvent =
  | { type: 'start' }
  | { type: 'choose'; answer: number }
  | { type: 'next'; isSignedIn: boolean }
  | { type: 'back' }
  | { type: 'retake' }
  | { type: 'saveSucceeded' }
  | { type: 'saveFailed' };

/** Where a visit starts: the intro, or the progress this browser kept (see readQuizProgress). */
export function initialQuizRunnerState(total: number, kept: QuizProgress | null): QuizRunnerState {
  return { total, progress: kept, isMissing: false, save: 'local' };
}

export function isFinished(state: QuizRunnerState): boolean {
  return state.progress !== null && state.progress.step >= state.total;
}

/** The question on screen, if one is. */
export function currentQuestion(state: QuizRunnerState): { step: number; chosen: number | undefined } | null {
  const { progress } = state;
  if (!progress || progress.step >= state.total) return null;
  return { step: progress.step, chosen: progress.answers[progress.step] };
}

export function reduce(state: QuizRunnerState, event: QuizRunnerEvent): QuizRunnerState {
  switch (event.type) {
    case 'start':
      return state.progress ? state : { ...state, progress: { answers: [], step: 0 }, isMissing: false };
    case 'retake':
      return { ...state, progress: null, isMissing: false };
    case 'saveSucceeded':
      return { ...state, save: 'saved' };
    case 'saveFailed':
      return { ...state, save: 'failed' };
  }
  const question = currentQuestion(state);
  if (!state.progress || !question) return state;
  const { answers } = state.progress;
  const { step, chosen } = question;
  switch (event.type) {
    case 'choose': {
      const next = [...answers];
      next[step] = event.answer;
      return { ...state, progress: { answers: next, step }, isMissing: false };
    }
    case 'next': {
      if (chosen === undefined) return { ...state, isMissing: true };
      const isLast = step + 1 === state.total;
      return {
        ...state,
        progress: { answers, step: step + 1 },
        isMissing: false,
        save: isLast && event.isSignedIn ? 'saving' : state.save,
      };
    }
    case 'back':
      return { ...state, progress: { answers, step: Math.max(0, step - 1) }, isMissing: false };
  }
}

/** What a transition asks of this browser's storage: keep the new progress, forget it, or nothing. */
export function storageChange({ prev, next }: Transition<QuizRunnerState>): QuizProgress | 'clear' | null {
  if (next.progress === prev.progress) return null;
  return next.progress ?? 'clear';
}

/** Whether a transition finished the quiz for a signed-in person, whose result is now to be saved. */
export function startsSaving({ prev, next }: Transition<QuizRunnerState>): boolean {
  return isFinished(next) && !isFinished(prev) && next.save === 'saving';
}

/** The result saved to a signed-in person's account. */
export function quizResultRecord(quiz: Quiz, answers: number[]) {
  const score = scoreAnswers(quiz.questions, answers);
  return {
    quizSlug: quiz.slug,
    score,
    maxScore: maxQuizScore(quiz),
    resultTitle: quizResultFor(quiz, score)?.title.slice(0, 120) ?? '',
    answers,
  };
}
