// The most popular products, optionally in one category, a page at a time: an infinite query whose
// page param is the Firestore cursor. Every page is one query with a limit.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CatalogProduct } from '@shared/catalog';
import { nextCursor, type Page, type PagedList } from '../../../lib/query/paged-list';
import { usePagedList } from '../../../lib/query/use-list';
import { productsRef } from './refs';

export const PRODUCT_PAGE_SIZE = 24;

/** Where a page ends: the last product's popularity and id, plain values (they travel in the HTML). */
export interface ProductCursor {
  popularity: number;
  id: string;
}

/** One page of products by popularity; after is the last product of the previous page. */
export async function listProducts(
  category: string | null,
  after: ProductCursor | null = null,
): Promise<Page<CatalogProduct, ProductCursor>> {
  const { fs, ref } = await productsRef();
  const constraints = [
    ...(category ? [fs.where('category', '==', category)] : []),
    // The id breaks ties in popularity; descending, as the indexes order it implicitly.
    fs.orderBy('popularity', 'desc'),
    fs.orderBy(fs.documentId(), 'desc'),
    ...(after ? [fs.startAfter(after.popularity, after.id)] : []),
    fs.limit(PRODUCT_PAGE_SIZE),
  ];
  const snap = await fs.getDocs(fs.query(ref, ...constraints));
  const items = snap.docs.map((d) => d.data());
  const last = items.length === PRODUCT_PAGE_SIZE ? items.at(-1) : undefined;
  return { items, cursor: last ? { popularity: last.popularity, id: last.id } : null };
}

/** category null: the whole catalog. */
export const productListOptions = (category: string | null) =>
  infiniteQueryOptions({
    queryKey: ['products', 'list', { category }],
    queryFn: ({ pageParam }) => listProducts(category, pageParam),
    initialPageParam: null as ProductCursor | null,
    getNextPageParam: nextCursor,
  });

export function useProductList(category: string | null): PagedList<CatalogProduct> {
  return usePagedList(productListOptions(category));
}
