// Products by id, in the order given: collections, checklist picks. Firestore's "in" takes up to 30
// ids, so at most three queries of 30 (90 products).
import { queryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useRenderedQuery } from '../../../lib/query/use-list';
import type { CatalogProduct } from '@shared/catalog';
import { productsRef } from './refs';

const IN_LIMIT = 30;
export const MAX_PRODUCTS_BY_IDS = 3 * IN_LIMIT;

/** Unknown ids are left out; repeated ids count once. */
export async function getProductsByIds(ids: readonly string[]): Promise<CatalogProduct[]> {
  const unique = [...new Set(ids)].slice(0, MAX_PRODUCTS_BY_IDS);
  if (unique.length === 0) return [];
  const { fs, ref } = await productsRef();
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_LIMIT) chunks.push(unique.slice(i, i + IN_LIMIT));
  const snaps = await Promise.all(
    chunks.map((c) => fs.getDocs(fs.query(ref, fs.where(fs.documentId(), 'in', c), fs.limit(IN_LIMIT)))),
  );
  const byId = new Map(snaps.flatMap((s) => s.docs.map((d) => [d.id, d.data()] as const)));
  return unique.map((id) => byId.get(id)).filter((p): p is CatalogProduct => Boolean(p));
}

export const productsByIdsQueryOptions = (ids: readonly string[]) =>
  queryOptions({ queryKey: ['products', 'by-ids', [...ids]], queryFn: () => getProductsByIds(ids) });

/** Not suspending: the page around the products shows at once, with its own spinner. */
export function useProductsByIds(ids: readonly string[]): UseQueryResult<CatalogProduct[]> {
  return useRenderedQuery(productsByIdsQueryOptions(ids));
}
