// "Coming up": catalog products whose age range starts in the baby's next three months and are not
// on the registry yet, by category, each with its used availability and Add to registry.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CatalogProduct } from '@shared/catalog';
import { babyAgeMonths, COMING_UP_MONTHS, outgrowStatus } from '@shared/outgrow';
import { ListFooter } from '../../../ui/content/ListFooter';
import { UsedAvailability } from '../../../ui/content/UsedAvailability';
import type { PagedList } from '../../../lib/query/paged-list';
import { ProductList, useProductsStartingBetween } from '../../catalog';
import { categoryBySlug } from '@shared/catalog';

interface Upcoming {
  product: CatalogProduct;
  startsInWeeks: number;
}

/** The products not on the registry that are not needed yet, grouped by category in catalog order. */
export function upcomingByCategory(
  products: readonly CatalogProduct[],
  onRegistry: ReadonlySet<string>,
  babyDate: string,
  today: string,
): { category: string; name: string; items: Upcoming[] }[] {
  const groups = new Map<string, Upcoming[]>();
  for (const product of products) {
    if (onRegistry.has(product.id)) continue;
    const status = outgrowStatus(product.ageRange, babyDate, today);
    if (status.kind !== 'notYet') continue;
    const group = groups.get(product.category) ?? [];
    group.push({ product, startsInWeeks: status.startsInWeeks });
    groups.set(product.category, group);
  }
  return [...groups].map(([category, items]) => ({
    category,
    name: categoryBySlug(category)?.name ?? category,
    items: items.sort((a, b) => a.startsInWeeks - b.startsInWeeks || b.product.popularity - a.product.popularity),
  }));
}

const weeksText = (weeks: number) => `Needed in about ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;

export function ComingUpPanel({
  list,
  onRegistry,
  babyDate,
  today,
}: {
  list: PagedList<CatalogProduct>;
  onRegistry: ReadonlySet<string>;
  babyDate: string;
  today: string;
}) {
  const groups = upcomingByCategory(list.items, onRegistry, babyDate, today);
  return (
    <Box component="section" aria-labelledby="coming-up-heading" sx={{ mt: 5 }}>
      <Typography id="coming-up-heading" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Coming up
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What your baby is likely to need in the next three months, and what is already available used.
      </Typography>
      {groups.map((group) => (
        <Box key={group.category} sx={{ mb: 3 }}>
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            {group.name}
          </Typography>
          <ProductList
            products={group.items.map((i) => i.product)}
            source="coming_up"
            label={`Coming up in ${group.name}`}
            details={(p) => {
              const item = group.items.find((i) => i.product.id === p.id);
              return (
                <>
                  <Typography variant="body2" color="text.secondary">
                    {p.ageRange}
                    {item ? ` · ${weeksText(item.startsInWeeks)}` : ''}
                  </Typography>
                  <UsedAvailability title={p.title} used={p.used} />
                </>
              );
            }}
          />
        </Box>
      ))}
      <ListFooter
        status={list.status}
        hasMore={list.hasMore}
        isEmpty={groups.length === 0}
        noun="products coming up"
        emptyText="Nothing new starts in the next three months that is not already on your registry."
        onMore={list.loadMore}
        onRetry={list.retry}
      />
    </Box>
  );
}

/** The panel for a baby's date: reads the window's products a page at a time. */
export function ComingUp({
  babyDate,
  today,
  registryIds,
}: {
  babyDate: string;
  today: string;
  registryIds: readonly string[];
}) {
  const age = babyAgeMonths(babyDate, today);
  const list = useProductsStartingBetween(age, age + COMING_UP_MONTHS);
  return <ComingUpPanel list={list} onRegistry={new Set(registryIds)} babyDate={babyDate} today={today} />;
}
