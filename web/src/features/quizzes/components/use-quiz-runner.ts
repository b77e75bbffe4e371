// The side effects of a quiz run, driven by its machine: the progress kept in this browser and a
// signed-in person's result saved to their account when they finish.
import type { Quiz } from '@shared/content';
import { useMachine } from '../../../lib/state/use-machine';
import { useSessionStore } from '../../auth';
import { saveQuizResult } from '../api/quizzes';
import { clearQuizProgress, readQuizProgress, writeQuizProgress } from '../quiz-progress';
import {
  initialQuizRunnerState,
  quizResultRecord,
  reduce,
  startsSaving,
  storageChange,
  type QuizRunnerEvent,
} from '../quiz-runner-machine';

export function useQuizRunner(quiz: Quiz) {
  const [state, send] = useMachine(reduce, () =>
    initialQuizRunnerState(quiz.questions.length, readQuizProgress(quiz.slug, quiz.questions.length)),
  );
  const user = useSessionStore((s) => s.user);

  const dispatch = (event: QuizRunnerEvent) => {
    const transition = send(event);
    const change = storageChange(transition);
    if (change === 'clear') clearQuizProgress(quiz.slug);
    else if (change) writeQuizProgress(quiz.slug, change);
    const { progress } = transition.next;
    if (user && progress && startsSaving(transition)) {
      saveQuizResult(user.uid, quizResultRecord(quiz, progress.answers)).then(
        () => send({ type: 'saveSucceeded' }),
        (error: unknown) => {
          console.error('Saving the quiz result failed', error);
          send({ type: 'saveFailed' });
        },
      );
    }
  };

  return {
    state,
    /** Only a signed-in person's result is saved; everyone else's stays in this browser. */
    save: user ? state.save : 'local',
    start: () => dispatch({ type: 'start' }),
    choose: (answer: number) => dispatch({ type: 'choose', answer }),
    next: () => dispatch({ type: 'next', isSignedIn: Boolean(user) }),
    back: () => dispatch({ type: 'back' }),
    retake: () => dispatch({ type: 'retake' }),
  };
}
