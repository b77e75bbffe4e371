// /parenting-quizzes/{slug} (and /parenting-quizzes/relationship-connection): one quiz, one read,
// under the data layout's Suspense and error boundary.
import { useParams } from 'react-router-dom';
import { ContentNotFound } from '../../../ui/content/ContentNotFound';
import { ContentPage } from '../../../ui/content/ContentPage';
import { dynamicTitle, pageTitle, TITLES } from '../../../ui/meta/titles';
import { useQuiz } from '../api/get-quiz';
import { QuizRunner } from '../components/QuizRunner';

const QUIZZES = { to: '/parenting-quizzes', label: 'Parenting Quizzes' };

const NOT_FOUND = {
  title: pageTitle('Quiz not found', TITLES.quizzes),
  heading: 'Quiz not found',
  text: 'We could not find that quiz. It may have been retired, or the link may be incomplete.',
  back: { to: '/parenting-quizzes', label: 'See all quizzes' },
};

export default function QuizPage({ fixedSlug }: { fixedSlug?: string }) {
  const params = useParams();
  const quiz = useQuiz(fixedSlug ?? params.slug ?? '');
  if (!quiz) return <ContentNotFound {...NOT_FOUND} />;
  return (
    <ContentPage
      pageTitle={dynamicTitle.quiz(quiz.title)}
      canonicalPath={`/parenting-quizzes/${quiz.slug}`}
      image={quiz.heroImage}
      width="md"
      back={QUIZZES}
      title={quiz.title}
      lead={quiz.summary}
    >
      <QuizRunner key={quiz.slug} quiz={quiz} />
    </ContentPage>
  );
}
