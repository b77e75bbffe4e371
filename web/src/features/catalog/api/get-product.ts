// One product by id (one document read), or null when there is none: the product page's query.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { CatalogProduct } from '@shared/catalog';
import { productsRef } from './refs';

export async function getProduct(id: string): Promise<CatalogProduct | null> {
  if (!id || id.includes('/') || id.length > 128) return null;
  const { fs, ref } = await productsRef();
  const snap = await fs.getDoc(fs.doc(ref, id));
  return snap.exists() ? snap.data() : null;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id], queryFn: () => getProduct(id) });

/** Suspends while loading; a failed read reaches the error boundary. */
export function useProduct(id: string): CatalogProduct | null {
  return useSuspenseQuery(productQueryOptions(id)).data;
}
