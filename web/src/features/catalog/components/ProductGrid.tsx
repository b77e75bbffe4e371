// Products in a grid, adding through useAddToRegistry; ProductGrid pages through the catalog with
// "Load more" (an infinite query on the Firestore cursor).
import Box from '@mui/material/Box';
import type { CatalogProduct } from '@shared/catalog';
import type { ReactNode } from 'react';
import { ListFooter } from '../../../ui/content/ListFooter';
import { useAddToRegistry } from '../../registry';
import { useProductList } from '../api/list-products';
import { CardList } from './CardList';
import { ProductCard } from './ProductCard';

export function ProductList({
  products,
  source,
  label,
  details,
}: {
  products: CatalogProduct[];
  source: string;
  label: string;
  /** Extra lines on each card. */
  details?: (p: CatalogProduct) => ReactNode;
}) {
  const { add, busyId } = useAddToRegistry(source);
  return (
    <CardList label={label} columns={{ xs: 2, sm: 3, md: 4 }}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            busy={busyId === p.id}
            onAdd={(product) => void add(product)}
            details={details?.(p)}
          />
        </li>
      ))}
    </CardList>
  );
}

/** The most popular products (of one category, or of the whole catalog), a page at a time. */
export function ProductGrid({ category, label }: { category?: string; label: string }) {
  const { items, status, hasMore, loadMore, retry } = useProductList(category ?? null);
  return (
    <Box>
      {items.length > 0 && (
        <ProductList products={items} source={category ? `category:${category}` : 'catalog'} label={label} />
      )}
      <ListFooter
        status={status}
        hasMore={hasMore}
        isEmpty={items.length === 0}
        noun="products"
        emptyText="No products here yet."
        onMore={loadMore}
        onRetry={retry}
      />
    </Box>
  );
}
