// The catalog products a starter registry is chosen from: every checklist pick plus the compact and
// budget collections' products, one batched read, cached like any other query.
import { queryOptions } from '@tanstack/react-query';
import { CHECKLIST } from '@shared/checklist';
import { INSPIRATIONS } from '@shared/inspirations';
import { getProductsByIds } from '../../catalog';
import { candidateIds } from '../suggest';

const STARTER_PRODUCT_IDS = candidateIds(CHECKLIST, INSPIRATIONS);

export const starterProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'products', STARTER_PRODUCT_IDS],
    queryFn: () => getProductsByIds(STARTER_PRODUCT_IDS),
  });
