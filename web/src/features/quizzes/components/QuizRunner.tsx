// Runs a quiz one question at a time: progress, back and next, then the scored result. Answers are
// kept in this browser as they are given; a signed-in person's result is saved to their account.
// The rules live in quiz-runner-machine; storage and the save in useQuizRunner.
import type { Quiz } from '@shared/content';
import { currentQuestion } from '../quiz-runner-machine';
import { QuizIntro } from './QuizIntro';
import { QuizQuestion } from './QuizQuestion';
import { QuizResult } from './QuizResult';
import { useQuizRunner } from './use-quiz-runner';

export function QuizRunner({ quiz }: { quiz: Quiz }) {
  const runner = useQuizRunner(quiz);
  const { progress, total, isMissing } = runner.state;

  if (!progress) return <QuizIntro quiz={quiz} onStart={runner.start} />;
  const onScreen = currentQuestion(runner.state);
  if (!onScreen) {
    return <QuizResult quiz={quiz} answers={progress.answers} saved={runner.save} onRetake={runner.retake} />;
  }
  const question = quiz.questions[onScreen.step];
  if (!question) return null;
  return (
    <QuizQuestion
      question={question}
      step={onScreen.step}
      total={total}
      chosen={onScreen.chosen}
      isMissing={isMissing}
      onChoose={runner.choose}
      onNext={runner.next}
      onBack={runner.back}
    />
  );
}
