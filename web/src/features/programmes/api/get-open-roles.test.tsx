// Covers the open roles: one bounded read under one key, asked for only when a page needs them,
// and a failed read reported as `failed` (the page shows a warning, not the error boundary).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { listPublished } from '../../../lib/content/published';
import { MAX_ROLES, openRolesQueryOptions, toCareerRole, useOpenRoles } from './get-open-roles';

vi.mock('../../../lib/content/published', () => ({ listPublished: vi.fn() }));

afterEach(() => vi.clearAllMocks());

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

it('reads at most MAX_ROLES published roles under one key', async () => {
  const role = { slug: 'product-designer' };
  vi.mocked(listPublished).mockResolvedValue({ items: [role], cursor: null });

  const { result } = renderHook(() => useOpenRoles(), { wrapper: withClient() });

  await waitFor(() => expect(result.current.roles).toEqual([role]));
  expect(result.current.failed).toBe(false);
  expect(listPublished).toHaveBeenCalledWith('careers', {}, toCareerRole, null, MAX_ROLES);
  expect(openRolesQueryOptions().queryKey).toEqual(['careers', 'open']);
});

it('reads nothing when the page does not need the roles', () => {
  const { result } = renderHook(() => useOpenRoles(false), { wrapper: withClient() });

  expect(result.current).toEqual({ roles: null, failed: false });
  expect(listPublished).not.toHaveBeenCalled();
});

it('reports a failed read', async () => {
  vi.mocked(listPublished).mockRejectedValue(new Error('unavailable'));

  const { result } = renderHook(() => useOpenRoles(), { wrapper: withClient() });

  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.roles).toBeNull();
});
