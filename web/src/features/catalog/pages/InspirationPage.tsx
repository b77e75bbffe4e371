// /registry/inspiration: curated collections (minimalist, small space, twins, budget...).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { INSPIRATIONS } from '@shared/inspirations';
import { useProductsByIds } from '../api/get-products-by-ids';
import { ProductList } from '../components/ProductGrid';

function Collection({ slug, title, summary, productIds }: (typeof INSPIRATIONS)[number]) {
  const { data: products, isError, refetch } = useProductsByIds(productIds);
  return (
    <Box component="section" aria-labelledby={`collection-${slug}`} id={slug} sx={{ mb: 6 }}>
      <Typography id={`collection-${slug}`} variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {summary}
      </Typography>
      {products ? (
        <ProductList products={products} source={`inspiration:${slug}`} label={title} />
      ) : isError ? (
        <Alert severity="error" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          We could not load this collection just now.
        </Alert>
      ) : (
        <CircularProgress aria-label={`Loading ${title}`} />
      )}
    </Box>
  );
}

export default function InspirationPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle('Registry Inspiration', TITLES.registry)}
        description="Curated baby registry collections: minimalist, small-space, twins and budget-friendly."
      />
      <Typography variant="h2" component="h1" gutterBottom>
        Registry inspiration
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        Starting points from parents who have been there. Add a whole idea or just the pieces that fit your home.
      </Typography>
      {INSPIRATIONS.map((c) => (
        <Collection key={c.slug} {...c} />
      ))}
    </Container>
  );
}
