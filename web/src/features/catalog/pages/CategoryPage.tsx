// /registry/category/{slug}: one category's products, most popular first, a page at a time.
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../../ui/errors/NotFoundPage';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { dynamicTitle, TITLES } from '../../../ui/meta/titles';
import { categoryBySlug } from '@shared/catalog';
import { ProductGrid } from '../components/ProductGrid';

export default function CategoryPage() {
  const { slug = '' } = useParams();
  const category = categoryBySlug(slug);
  if (!category) return <NotFoundPage />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta title={dynamicTitle.category(category.name, TITLES.registry)} description={category.blurb} />
      <Link component={RouterLink} to="/registry" variant="body2">
        Registry catalog
      </Link>
      <Typography variant="h2" component="h1" sx={{ mt: 1 }}>
        {category.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {category.blurb}
      </Typography>
      <ProductGrid category={category.slug} label={`${category.name} products`} />
    </Container>
  );
}
