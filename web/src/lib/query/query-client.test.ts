// Covers the QueryClient policy (spec section 9) and the default query fetch (spec section 7).
import { getFreshIdToken } from '../firebase/id-token';
import {
  createQueryClient,
  defaultQueryFn,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  queryClient,
  queryKeyToPath,
} from './query-client';

vi.mock('../firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const getToken = vi.mocked(getFreshIdToken);
const fetchMock = vi.fn<typeof fetch>();

function lastInit(): RequestInit {
  return fetchMock.mock.lastCall?.[1] ?? {};
}

beforeEach(() => {
  getToken.mockReset().mockResolvedValue('tok');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('query client policy', () => {
  it('keeps data fresh 5 minutes, cached 10, with no retry and no automatic refetch', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(600_000);
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries?.queryFn).toBe(defaultQueryFn);
    expect([queries?.staleTime, queries?.gcTime]).toEqual([5 * 60_000, 10 * 60_000]);
    // No retry, and no refetch on focus, mount or reconnect.
    expect([
      queries?.retry,
      queries?.refetchOnWindowFocus,
      queries?.refetchOnMount,
      queries?.refetchOnReconnect,
    ]).toEqual([false, false, false, false]);
    expect(mutations).toMatchObject({ retry: false });
  });

  it('fetches a query by its key with the default queryFn', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ first: 'Sam', last: 'Lee', registryId: 'u1' })));
    const client = createQueryClient();

    const profile = await client.fetchQuery({ queryKey: ['/api/user-profile/u1'] });

    expect(profile).toEqual({ first: 'Sam', last: 'Lee', registryId: 'u1' });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/user-profile/u1');
  });

  it('does not retry a failed query', async () => {
    fetchMock.mockResolvedValue(new Response('down', { status: 503 }));
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api/x'] })).rejects.toThrow('503: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('defaultQueryFn', () => {
  const run = (queryKey: unknown[]) =>
    createQueryClient().fetchQuery({ queryKey, queryFn: defaultQueryFn, staleTime: 0 });

  it('GETs with credentials included and the bearer token', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true}'));

    await expect(run(['/api/x'])).resolves.toEqual({ ok: true });

    expect(lastInit().credentials).toBe('include');
    expect(lastInit().method ?? 'GET').toBe('GET');
    expect((lastInit().headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('sends no Authorization header when nobody is signed in', async () => {
    getToken.mockResolvedValue(null);
    fetchMock.mockResolvedValue(new Response('[]'));

    await expect(run(['/api/public'])).resolves.toEqual([]);
    expect((lastInit().headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('treats 401 as an error with the status and body text', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":"Sign in to continue."}', { status: 401 }));

    await expect(run(['/api/user-profile/u1'])).rejects.toThrow(new Error('401: {"error":"Sign in to continue."}'));
  });

  it('uses the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 404, statusText: 'Not Found' }));

    await expect(run(['/api/x'])).rejects.toThrow('404: Not Found');
  });

  it('gives null for an empty answer, as React Query refuses undefined', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(run(['/api/x'])).resolves.toBeNull();
  });
});

describe('queryKeyToPath', () => {
  it('joins the key as a path, encoding the segments after the first', () => {
    expect(queryKeyToPath(['/api/user-profile/abc'])).toBe('/api/user-profile/abc');
    expect(queryKeyToPath(['/api/user-profile', 'a b/c'])).toBe('/api/user-profile/a%20b%2Fc');
    expect(queryKeyToPath(['/api/page', 2])).toBe('/api/page/2');
  });

  it.each([[['user-profile']], [['//evil.example.com/x']], [['https://evil.example.com/api/x']], [[42]], [[]]])(
    'refuses %j, which is not an /api/ path',
    (key) => {
      expect(() => queryKeyToPath(key)).toThrow(/\/api\/ path/);
    },
  );

  it('refuses objects in the key', () => {
    expect(() => queryKeyToPath(['/api/x', { page: 1 }])).toThrow(/strings and numbers/);
  });
});
