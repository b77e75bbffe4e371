// /parenting-quizzes (Parenting Quizzes): every published quiz, newest first, a page at a time.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { Quiz } from '@shared/content';
import { HeroImage } from '../../../ui/content/HeroImage';
import { ListFooter } from '../../../ui/content/ListFooter';
import { usePagedList } from '../../../lib/content/use-paged-list';
import { listQuizzes } from '../api/quizzes';

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
  const list = usePagedList('quizzes', listQuizzes);
  const quizzes = list.items;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle(TITLES.quizzes)}
        description="Short, thoughtful quizzes for new and expecting parents, with advice for every result."
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mb: 1.5 }}>
        Parenting quizzes
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', maxWidth: 720, mb: 4 }}>
        A few minutes, one question at a time, and a result with practical next steps. Your answers stay in your browser
        unless you are signed in.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {quizzes.map((q) => (
          <QuizCard key={q.slug} quiz={q} />
        ))}
      </Box>
      <ListFooter
        status={list.status}
        hasMore={list.hasMore}
        isEmpty={quizzes.length === 0}
        noun="quizzes"
        emptyText="New quizzes are on their way."
        onMore={list.loadMore}
        onRetry={list.retry}
      />
    </Container>
  );
}
