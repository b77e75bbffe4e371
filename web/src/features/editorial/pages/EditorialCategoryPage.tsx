// /editorial/category/{category}: one category's guides, newest first.
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle, TITLES } from '../../../ui/meta/titles';
import { articleCategoryBySlug } from '@shared/content';
import { ArticleList } from '../components/ArticleList';
import { CategoryNav } from '../components/CategoryNav';

export default function EditorialCategoryPage() {
  const { category: slug = '' } = useParams();
  const category = articleCategoryBySlug(slug);
  if (!category) return <NotFoundPage />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={dynamicTitle.category(category.name, TITLES.editorial)} description={category.blurb} />
      <Link component={RouterLink} to="/editorial" variant="body2">
        Parenting Guides
      </Link>
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mt: 1, mb: 1.5 }}>
        {category.name}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem' }}>
        {category.blurb}
      </Typography>
      <CategoryNav current={category.slug} />
      <ArticleList
        key={category.slug}
        filter={{ category: category.slug }}
        emptyText={`No ${category.name.toLowerCase()} guides yet. Browse all guides instead.`}
      />
    </Container>
  );
}
