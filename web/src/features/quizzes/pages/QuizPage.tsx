// /parenting-quizzes/{slug} (and /parenting-quizzes/relationship-connection): one quiz, one read.
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle, pageTitle, TITLES } from '../../../ui/meta/titles';
import { ContentNotFound } from '../../../ui/content/ContentNotFound';
import { PageSpinner } from '../../../ui/content/PageSpinner';
import { useDocument } from '../../../lib/content/use-document';
import { getQuiz } from '../api/quizzes';
import { QuizRunner } from '../components/QuizRunner';

export default function QuizPage({ fixedSlug }: { fixedSlug?: string }) {
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? '';
  const state = useDocument(slug, getQuiz, 'quiz');
  if (state.status === 'loading') return <PageSpinner label="Loading quiz" />;
  const quiz = state.item;
  if (!quiz) {
    return (
      <ContentNotFound
        title={pageTitle('Quiz not found', TITLES.quizzes)}
        heading="Quiz not found"
        text="We could not find that quiz. It may have been retired, or the link may be incomplete."
        back={{ to: '/parenting-quizzes', label: 'See all quizzes' }}
      />
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={dynamicTitle.quiz(quiz.title)}
        canonicalPath={`/parenting-quizzes/${quiz.slug}`}
        description={quiz.summary}
      />
      <Link component={RouterLink} to="/parenting-quizzes" variant="body2">
        Parenting Quizzes
      </Link>
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 3vw + 1rem, 2.8rem)', mt: 1, mb: 1.5 }}>
        {quiz.title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', mb: 3 }}>
        {quiz.summary}
      </Typography>
      <QuizRunner key={quiz.slug} quiz={quiz} />
    </Container>
  );
}
