// /editorial (Parenting Guides): the featured guides, the categories and the latest, newest first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { Article } from '@shared/content';
import { listArticles } from '../api/articles';
import { ArticleCard } from '../components/ArticleCard';
import { ArticleList } from '../components/ArticleList';
import { CategoryNav } from '../components/CategoryNav';

const FEATURED = 3;

export default function EditorialHomePage() {
  const [featured, setFeatured] = useState<Article[] | null>(null);
  useEffect(() => {
    let live = true;
    listArticles({ featured: true }, null, FEATURED).then(
      (page) => live && setFeatured(page.items),
      (error: unknown) => {
        console.error('Loading featured guides failed', error);
        if (live) setFeatured([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle(TITLES.editorial)}
        description="Practical, warm guides for pregnancy, newborn care, sleep, feeding and gear, reviewed for accuracy."
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mb: 1.5 }}>
        Parenting guides
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', maxWidth: 720 }}>
        Clear, specific help for the questions that come up at 3 a.m., from pregnancy checklists to first foods, written
        by parents and reviewed by nurses, lactation consultants and pediatric specialists.
      </Typography>
      <CategoryNav />
      {featured && featured.length > 0 && (
        <Box component="section" aria-labelledby="featured-guides" sx={{ mb: 6 }}>
          <Typography id="featured-guides" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
            Featured
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {featured.map((a) => (
              <ArticleCard key={a.slug} article={a} />
            ))}
          </Box>
        </Box>
      )}
      <Box component="section" aria-labelledby="latest-guides">
        <Typography id="latest-guides" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
          Latest guides
        </Typography>
        {featured !== null && (
          <ArticleList filter={{}} exclude={featured.map((a) => a.slug)} emptyText="New guides are on their way." />
        )}
      </Box>
      <Box sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: 3, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Two minutes for a quiz?
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Check what you know about newborn sleep, or how connected you two feel lately.
        </Typography>
        <Button component={RouterLink} to="/parenting-quizzes" variant="contained" color="secondary">
          Take a parenting quiz
        </Button>
      </Box>
    </Container>
  );
}
