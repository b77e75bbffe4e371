// /registry/inspiration: curated collections (minimalist, small space, twins, budget...).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import type { CatalogProduct } from '@shared/catalog';
import { INSPIRATIONS } from '@shared/inspirations';
import { getProductsByIds } from '../api/catalog';
import { ProductList } from '../components/ProductGrid';

function Collection({ slug, title, summary, productIds }: (typeof INSPIRATIONS)[number]) {
  const [products, setProducts] = useState<CatalogProduct[] | null>(null);
  useEffect(() => {
    let live = true;
    getProductsByIds(productIds).then(
      (p) => live && setProducts(p),
      (error: unknown) => console.error('Loading a collection failed', error),
    );
    return () => {
      live = false;
    };
  }, [productIds]);
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
