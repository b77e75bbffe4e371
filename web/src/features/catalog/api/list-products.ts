// The most popular products, optionally in one category, a page at a time: an infinite query whose
// page param is the Firestore cursor. Every page is one query with a limit.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import type { CatalogProduct } from '@shared/catalog';
import { nextCursor, toPagedList, type Page, type PagedList } from '../../../lib/query/paged-list';
import { productsRef } from './refs';

export const PRODUCT_PAGE_SIZE = 24;

type ProductCursor = DocumentSnapshot<CatalogProduct>;

/** One page of products by popularity; after is the last product of the previous page. */
export async function listProducts(
  category: string | null,
  after: ProductCursor | null = null,
): Promise<Page<CatalogProduct, ProductCursor>> {
  const { fs, ref } = await productsRef();
  const constraints = [
    ...(category ? [fs.where('category', '==', category)] : []),
    fs.orderBy('popularity', 'desc'),
    ...(after ? [fs.startAfter(after)] : []),
    fs.limit(PRODUCT_PAGE_SIZE),
  ];
  const snap = await fs.getDocs(fs.query(ref, ...constraints));
  const last = snap.docs.at(-1) ?? null;
  return { items: snap.docs.map((d) => d.data()), cursor: snap.docs.length === PRODUCT_PAGE_SIZE ? last : null };
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
  return toPagedList(useInfiniteQuery(productListOptions(category)));
}
