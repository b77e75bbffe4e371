// A grid of products with "Load more" (cursor pagination), adding through useAddToRegistry.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { DocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';
import type { CatalogProduct } from '@shared/catalog';
import { useAddToRegistry } from '../../registry';
import { listProducts } from '../api/catalog';
import { ProductCard } from './ProductCard';

export function ProductList({
  products,
  source,
  label,
}: {
  products: CatalogProduct[];
  source: string;
  label: string;
}) {
  const { add, busyId } = useAddToRegistry(source);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} busy={busyId === p.id} onAdd={(product) => void add(product)} />
        </li>
      ))}
    </Box>
  );
}

export function ProductGrid({
  category,
  pageSize,
  label,
  paged = true,
}: {
  category?: string;
  pageSize?: number;
  label: string;
  paged?: boolean;
}) {
  const [products, setProducts] = useState<CatalogProduct[]>([]);
  const [cursor, setCursor] = useState<DocumentSnapshot<CatalogProduct> | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  const load = useCallback(
    async (after: DocumentSnapshot<CatalogProduct> | null) => {
      setStatus('loading');
      try {
        const page = await listProducts({ category, after, pageSize });
        setProducts((prev) => (after ? [...prev, ...page.products] : page.products));
        setCursor(page.cursor);
        setStatus('ready');
      } catch (error) {
        console.error('Loading products failed', error);
        setStatus('error');
      }
    },
    [category, pageSize],
  );

  useEffect(() => {
    let live = true;
    listProducts({ category, pageSize }).then(
      (page) => {
        if (!live) return;
        setProducts(page.products);
        setCursor(page.cursor);
        setStatus('ready');
      },
      (error: unknown) => {
        console.error('Loading products failed', error);
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
    };
  }, [category, pageSize]);

  return (
    <Box>
      {products.length > 0 && (
        <ProductList products={products} source={category ? `category:${category}` : 'catalog'} label={label} />
      )}
      {status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading products" />
        </Box>
      )}
      {status === 'error' && (
        <Alert
          severity="error"
          action={<Button onClick={() => void load(products.length ? cursor : null)}>Try again</Button>}
        >
          We could not load products just now.
        </Alert>
      )}
      {status === 'ready' && products.length === 0 && <Alert severity="info">No products here yet.</Alert>}
      {paged && status === 'ready' && cursor && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={() => void load(cursor)}>
            Load more
          </Button>
        </Box>
      )}
    </Box>
  );
}
