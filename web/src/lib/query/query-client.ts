// The app's one QueryClient, with the cache policy of spec section 9 and the default fetch of section 7.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { getFreshIdToken } from '../firebase/id-token';

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;

/** The query key's segments joined as a path: ['/api/user-profile', uid] → /api/user-profile/{uid}. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  const [first, ...rest] = queryKey;
  // Only same-origin /api paths: a key like '//elsewhere.example' would carry the token to another site.
  if (typeof first !== 'string' || !first.startsWith('/api/')) {
    throw new Error('The default query needs a key that starts with an /api/ path, such as ["/api/user-profile/abc"]');
  }
  const tail = rest.map((part) => {
    if (typeof part !== 'string' && typeof part !== 'number') {
      throw new Error(
        'The default query can only join strings and numbers into a path; give this query its own queryFn',
      );
    }
    return encodeURIComponent(String(part));
  });
  return [first, ...tail].join('/');
}

/**
 * GET on the key's path with cookies included and the bearer token when someone is signed in.
 * A 401 is an error like any other (spec section 7); non-OK answers throw "<status>: <body text>".
 */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await getFreshIdToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(queryKeyToPath(queryKey), { credentials: 'include', headers, signal });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
  // React Query refuses undefined as data, so an empty answer is null.
  if (response.status === 204) return null;
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
