// Catalog products whose age range starts within a window of the baby's age ("Coming up" on the
// owner's registry), a page at a time: one query with a limit, on the Firestore cursor.
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CatalogProduct } from '@shared/catalog';
import { nextCursor, type Page, type PagedList } from '../../../lib/query/paged-list';
import { usePagedList } from '../../../lib/query/use-list';
import { productsRef } from './refs';

export const AGE_PAGE_SIZE = 24;

/** Where a page ends: the last product's ageFromMonths and id. */
export interface AgeCursor {
  ageFromMonths: number;
  id: string;
}

/** Products starting after `afterMonths` and at most at `upToMonths`, soonest first. */
export async function listProductsStartingBetween(
  afterMonths: number,
  upToMonths: number,
  after: AgeCursor | null = null,
): Promise<Page<CatalogProduct, AgeCursor>> {
  const { fs, ref } = await productsRef();
  const snap = await fs.getDocs(
    fs.query(
      ref,
      fs.where('ageFromMonths', '>', afterMonths),
      fs.where('ageFromMonths', '<=', upToMonths),
      fs.orderBy('ageFromMonths'),
      fs.orderBy(fs.documentId()),
      ...(after ? [fs.startAfter(after.ageFromMonths, after.id)] : []),
      fs.limit(AGE_PAGE_SIZE),
    ),
  );
  const items = snap.docs.map((d) => d.data());
  const last = items.length === AGE_PAGE_SIZE ? items.at(-1) : undefined;
  return {
    items,
    cursor: last?.ageFromMonths !== undefined ? { ageFromMonths: last.ageFromMonths, id: last.id } : null,
  };
}

/** Whole and half months keep the key stable through a day (the window moves with the baby). */
const roundDown = (months: number) => Math.floor(months * 2) / 2;

export const productsStartingBetweenOptions = (afterMonths: number, upToMonths: number) => {
  const from = roundDown(afterMonths);
  const to = roundDown(upToMonths);
  return infiniteQueryOptions({
    queryKey: ['products', 'starting-between', { from, to }],
    queryFn: ({ pageParam }) => listProductsStartingBetween(from, to, pageParam),
    initialPageParam: null as AgeCursor | null,
    getNextPageParam: nextCursor,
  });
};

export function useProductsStartingBetween(afterMonths: number, upToMonths: number): PagedList<CatalogProduct> {
  return usePagedList(productsStartingBetweenOptions(afterMonths, upToMonths));
}
