// /best-baby-products: the product round-ups and reviews, grouped by the catalog category they cover.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PageMeta } from '../../../ui/meta/PageMeta';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { categoryBySlug } from '@shared/catalog';
import type { Article } from '@shared/content';
import { ListFooter } from '../../../ui/content/ListFooter';
import { usePagedList } from '../../../lib/content/use-paged-list';
import { listArticles } from '../api/articles';
import { ArticleCard } from '../components/ArticleCard';
import { CategoryNav } from '../components/CategoryNav';

/** The catalog category most of an article's products belong to. */
function productCategory(a: Article): string {
  const counts = new Map<string, number>();
  for (const p of a.products) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 'other';
}

export default function BestBabyProductsPage() {
  const list = usePagedList('products', (after) => listArticles({ productsOnly: true }, after));
  const articles = list.items;

  const groups = useMemo(() => {
    const byCategory = new Map<string, Article[]>();
    for (const a of articles) {
      const key = productCategory(a);
      byCategory.set(key, [...(byCategory.get(key) ?? []), a]);
    }
    return [...byCategory.entries()].map(([slug, items]) => ({
      slug,
      name: categoryBySlug(slug)?.name ?? 'More gear',
      items,
    }));
  }, [articles]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={pageTitle('Best Baby Products', TITLES.editorial)}
        description="Hands-on reviews and round-ups of strollers, car seats, nursery gear and more, by category."
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 3vw + 1rem, 3rem)', mb: 1.5 }}>
        Best baby products
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.15rem', maxWidth: 720 }}>
        Our reviews and round-ups, by category. We use the gear with our own families for weeks, say who should skip it,
        and never take payment for a verdict.
      </Typography>
      <CategoryNav />
      {groups.map((g) => (
        <Box component="section" key={g.slug} aria-labelledby={`best-${g.slug}`} sx={{ mb: 6 }}>
          <Typography id={`best-${g.slug}`} variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
            {g.name}
          </Typography>
          <Box
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
          >
            {g.items.map((a) => (
              <ArticleCard key={a.slug} article={a} />
            ))}
          </Box>
        </Box>
      ))}
      <ListFooter
        status={list.status}
        hasMore={list.hasMore}
        isEmpty={articles.length === 0}
        noun="product guides"
        emptyText="Product guides are on their way."
        onMore={list.loadMore}
        onRetry={list.retry}
      />
    </Container>
  );
}
