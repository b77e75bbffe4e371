// /parenting-quizzes (Parenting Quizzes): every published quiz, newest first, a page at a time.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Quiz } from '@shared/content';
import { CardGrid } from '../../../ui/content/CardGrid';
import { ContentPage } from '../../../ui/content/ContentPage';
import { HeroImage } from '../../../ui/content/HeroImage';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { useQuizList } from '../api/get-quizzes';

function QuizCard({ quiz }: { quiz: Quiz }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <HeroImage src={quiz.heroImage} />
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
          <Link component={RouterLink} to={`/parenting-quizzes/${quiz.slug}`} color="inherit">
            {quiz.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {quiz.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {quiz.questions.length} questions · about {quiz.minutes} min
        </Typography>
      </CardContent>
    </Card>
  );
}

export default function QuizListPage() {
  const list = useQuizList();

  return (
    <ContentPage
      pageTitle={pageTitle(TITLES.quizzes)}
      description="Short, thoughtful quizzes for new and expecting parents, with advice for every result."
      title="Parenting quizzes"
      lead="A few minutes, one question at a time, and a result with practical next steps. Your answers stay in your browser unless you are signed in."
    >
      <CardGrid>
        {list.items.map((q) => (
          <QuizCard key={q.slug} quiz={q} />
        ))}
      </CardGrid>
      <PagedListFooter list={list} noun="quizzes" emptyText="New quizzes are on their way." />
    </ContentPage>
  );
}
