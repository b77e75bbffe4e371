// Covers the cache as components see it: under QueryClientProvider with the app's queryClient, the
// defaults are spec section 9's policy and the section 7 default query function.
import { QueryClientProvider, useQueryClient, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { defaultQueryFn, queryClient } from './query-client';

vi.mock('../firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

it('gives components the section 9 settings and the default query function', () => {
  let seen: DefaultOptions | undefined;
  function ReadDefaults() {
    seen = useQueryClient().getDefaultOptions();
    return null;
  }

  render(
    <QueryClientProvider client={queryClient}>
      <ReadDefaults />
    </QueryClientProvider>,
  );

  expect(seen?.queries).toMatchObject({
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  expect(seen?.queries?.queryFn).toBe(defaultQueryFn);
  expect(seen?.mutations).toMatchObject({ retry: false });
});
