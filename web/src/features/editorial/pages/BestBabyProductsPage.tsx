// /best-baby-products: the product round-ups and reviews, grouped by the catalog category they cover.
import { useMemo } from 'react';
import { categoryBySlug } from '@shared/catalog';
import type { Article } from '@shared/content';
import { ContentPage } from '../../../ui/content/ContentPage';
import { PagedListFooter } from '../../../ui/content/PagedListFooter';
import { PageSection } from '../../../ui/content/PageSection';
import { pageTitle, TITLES } from '../../../ui/meta/titles';
import { useArticleList } from '../api/get-articles';
import { ArticleGrid } from '../components/ArticleCard';
import { CategoryNav } from '../components/CategoryNav';

const PRODUCT_GUIDES = { productsOnly: true };

/** The catalog category most of an article's products belong to. */
function productCategory(a: Article): string {
  const counts = new Map<string, number>();
  for (const p of a.products) counts.set(p.category, (counts.get(p.category) ?? 0) + 1);
  return [...counts.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 'other';
}

export default function BestBabyProductsPage() {
  const list = useArticleList(PRODUCT_GUIDES);
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
    <ContentPage
      pageTitle={pageTitle('Best Baby Products', TITLES.editorial)}
      description="Hands-on reviews and round-ups of strollers, car seats, nursery gear and more, by category."
      title="Best baby products"
      lead="Our reviews and round-ups, by category. We use the gear with our own families for weeks, say who should skip it, and never take payment for a verdict."
    >
      <CategoryNav />
      {groups.map((g) => (
        <PageSection key={g.slug} id={`best-${g.slug}`} title={g.name} sx={{ mb: 6 }}>
          <ArticleGrid articles={g.items} />
        </PageSection>
      ))}
      <PagedListFooter list={list} noun="product guides" emptyText="Product guides are on their way." />
    </ContentPage>
  );
}
