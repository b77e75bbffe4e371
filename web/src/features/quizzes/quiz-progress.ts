// A quiz in progress lives in this browser only (local storage), so a reload or a phone call does not
// lose the answers. Nothing leaves the browser unless the person is signed in and finishes the quiz.
import { QUIZ_PROGRESS_KEY_PREFIX } from '@shared/storage-keys';

// The keys live with the others in @shared/storage-keys (the route table names those a page shows).
export { QUIZ_PROGRESS_KEY_PREFIX };

export interface QuizProgress {
  /** The chosen answer's index for each question answered so far. */
  answers: number[];
  /** The question on screen, or the number of questions once finished. */
  step: number;
}

const key = (slug: string) => `${QUIZ_PROGRESS_KEY_PREFIX}${slug}`;

export function readQuizProgress(slug: string, questionCount: number): QuizProgress | null {
  try {
    const raw = localStorage.getItem(key(slug));
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<QuizProgress>;
    const answers = Array.isArray(data.answers) ? data.answers.filter((a) => Number.isInteger(a) && a >= 0) : [];
    const step = Number.isInteger(data.step) ? Math.min(Math.max(0, data.step as number), questionCount) : 0;
    if (answers.length > questionCount) return null;
    return { answers, step: Math.min(step, answers.length) };
  } catch {
    return null;
  }
}

export function writeQuizProgress(slug: string, progress: QuizProgress): void {
  try {
    localStorage.setItem(key(slug), JSON.stringify(progress));
  } catch {
    // Storage may be full or blocked: the quiz still works, it just will not survive a reload.
  }
}

export function clearQuizProgress(slug: string): void {
  try {
    localStorage.removeItem(key(slug));
  } catch {
    // Nothing to clear.
  }
}

/** The total of the chosen answers' scores. */
export function scoreAnswers(
  questions: readonly { answers: readonly { score: number }[] }[],
  answers: readonly number[],
): number {
  return answers.reduce((sum, choice, i) => sum + (questions[i]?.answers[choice]?.score ?? 0), 0);
}
