// The hub's counts follow what the parent just did: a move to a marketplace page asks again for counts
// more than a few seconds old; other pages, and fresh counts, cost nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HUB_COUNTS_FRESH_MS, hubCountsQueryOptions, useHubCountsFollowing } from './api/hub';

const counts = { offersWaiting: 1, ordersToShip: 0, questionsToAnswer: 0, unreadNotifications: 0 };

function setup(ageMs: number) {
  const client = new QueryClient();
  const { queryKey } = hubCountsQueryOptions('u1');
  client.setQueryData(queryKey, counts, { updatedAt: Date.now() - ageMs });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () => client.getQueryState(queryKey)?.isInvalidated;
  return { wrapper, invalidated };
}

it('asks again for old counts on a marketplace page', () => {
  const { wrapper, invalidated } = setup(HUB_COUNTS_FRESH_MS + 1_000);
  renderHook(() => useHubCountsFollowing('u1', '/marketplace/orders/abc'), { wrapper });
  expect(invalidated()).toBe(true);
});

it('leaves fresh counts, and every page outside the marketplace, alone', () => {
  const fresh = setup(1_000);
  renderHook(() => useHubCountsFollowing('u1', '/marketplace/you'), { wrapper: fresh.wrapper });
  expect(fresh.invalidated()).toBe(false);
  const elsewhere = setup(HUB_COUNTS_FRESH_MS + 1_000);
  renderHook(() => useHubCountsFollowing('u1', '/registry'), { wrapper: elsewhere.wrapper });
  expect(elsewhere.invalidated()).toBe(false);
});
