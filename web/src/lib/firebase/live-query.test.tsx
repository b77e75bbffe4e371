// Covers how live values reach the query cache: written under the key, kept for a later mount.
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../query/query-client';
import { useValueInCache } from './live-query';

function setup() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

it('is loading until the first value, then writes each value into the cache under the key', () => {
  const { client, wrapper } = setup();
  const { result, rerender } = renderHook(
    ({ value }: { value?: { title: string } }) => useValueInCache(['r', 'u1'], value),
    {
      wrapper,
      initialProps: {},
    },
  );
  expect(result.current).toEqual({ status: 'loading', data: undefined });

  rerender({ value: { title: 'Baby Registry' } });
  expect(result.current).toEqual({ status: 'ready', data: { title: 'Baby Registry' } });
  expect(client.getQueryData(['r', 'u1'])).toEqual({ title: 'Baby Registry' });

  rerender({ value: { title: 'Twins!' } });
  expect(client.getQueryData(['r', 'u1'])).toEqual({ title: 'Twins!' });
});

it('shows the cached value at once on a later mount, before the listener answers', () => {
  const { client, wrapper } = setup();
  client.setQueryData(['r', 'u1'], { title: 'Kept' });

  const { result } = renderHook(() => useValueInCache<{ title: string }>(['r', 'u1'], undefined), { wrapper });

  expect(result.current).toEqual({ status: 'ready', data: { title: 'Kept' } });
});

it('keeps null (a missing document) as a value, not as loading', () => {
  const { client, wrapper } = setup();
  const { result } = renderHook(() => useValueInCache(['r', 'gone'], null), { wrapper });

  expect(result.current).toEqual({ status: 'ready', data: null });
  expect(client.getQueryData(['r', 'gone'])).toBeNull();
});
