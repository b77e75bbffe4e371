// Covers the refresh after sign-in: every cached registry query is really invalidated.
import { queryClient } from '../../../lib/query/query-client';
import { refreshRegistryQueries, registryKeys } from './query-keys';

afterEach(() => queryClient.clear());

it('invalidates the owner, visitor and public registry queries, and nothing else', async () => {
  const keys = [registryKeys.owner('u1'), registryKeys.lookup('maya'), registryKeys.public('u1')];
  for (const key of keys) queryClient.setQueryData(key, { title: 'Baby Registry' });
  queryClient.setQueryData(['articles', 'sleep'], { title: 'Sleep' });

  await refreshRegistryQueries();

  for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(['articles', 'sleep'])?.isInvalidated).toBe(false);
});
