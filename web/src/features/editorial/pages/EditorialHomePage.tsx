// /editorial (Parenting Guides): the featured guides, the categories and the latest, newest first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ContentPage } from '../../../ui/content/ContentPage';
import { PageSection } from '../../../ui/content/PageSection';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { useFeaturedArticles } from '../api/get-featured-articles';
import { ArticleGrid } from '../components/ArticleCard';
import { ArticleList } from '../components/ArticleList';
import { CategoryNav } from '../components/CategoryNav';

export default function EditorialHomePage() {
  // The latest list waits for the featured ones, so it never shows a guide twice.
  const featured = useFeaturedArticles();

  return (
    <ContentPage
      pageTitle={pageTitle(TITLES.editorial)}
      description="Practical, warm guides for pregnancy, newborn care, sleep, feeding and gear, reviewed for accuracy."
      title="Parenting guides"
      lead="Clear, specific help for the questions that come up at 3 a.m., from pregnancy checklists to first foods, written by parents and reviewed by nurses, lactation consultants and pediatric specialists."
    >
      <CategoryNav />
      {featured && featured.length > 0 && (
        <PageSection id="featured-guides" title="Featured" sx={{ mb: 6 }}>
          <ArticleGrid articles={featured} />
        </PageSection>
      )}
      <PageSection id="latest-guides" title="Latest guides">
        {featured !== null && (
          <ArticleList filter={{}} exclude={featured.map((a) => a.slug)} emptyText="New guides are on their way." />
        )}
      </PageSection>
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
    </ContentPage>
  );
}
