// Covers the marketplace's key factory: the hub's refresh reaches its counts and activity only, and a
// person's saved listings are one subtree (the save button's cache updates rely on both).
import { queryClient } from '../../../lib/query/query-client';
import { marketplaceKeys } from './query-keys';

afterEach(() => queryClient.clear());

it("invalidates the hub's counts and activity, and no other marketplace query", async () => {
  queryClient.setQueryData(marketplaceKeys.hubCounts('u1'), { offersWaiting: 1 });
  queryClient.setQueryData(marketplaceKeys.hubActivity('u1'), { offers: [] });
  queryClient.setQueryData(marketplaceKeys.orders('u1'), { purchases: [], sales: [] });

  await queryClient.invalidateQueries({ queryKey: marketplaceKeys.hub() });

  expect(queryClient.getQueryState(marketplaceKeys.hubCounts('u1'))?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(marketplaceKeys.hubActivity('u1'))?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(marketplaceKeys.orders('u1'))?.isInvalidated).toBe(false);
});

it("keeps one person's saved listing and saved list under their saved key, apart from another's", () => {
  const mine = marketplaceKeys.saved('u1');
  for (const key of [marketplaceKeys.savedOne('u1', 'l1'), marketplaceKeys.savedList('u1')]) {
    expect(key.slice(0, mine.length)).toEqual(mine);
  }
  expect(marketplaceKeys.savedList('u2').slice(0, mine.length)).not.toEqual(mine);
});
