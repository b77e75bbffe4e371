// Covers the profile query: read only through GET /api/user-profile/{uid} by the default query
// function (no queryFn of its own), the 404 of an account not set up yet, and the cache after a save.
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { stubbedFetch } from '../../../test/fetch-stub';
import { createQueryClient, defaultQueryFn, queryKeyToPath } from '../../../lib/query/query-client';
import { isProfileMissing, setCachedProfile, userProfileQueryOptions } from './get-user-profile';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const fetchMock = stubbedFetch();
beforeEach(() => vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('tok'));

describe('userProfileQueryOptions', () => {
  it('has no queryFn of its own and a key that is the path /api/user-profile/{uid}', () => {
    const options = userProfileQueryOptions('u1');

    expect(options.queryKey).toEqual(['/api/user-profile', 'u1']);
    expect(options).not.toHaveProperty('queryFn');
    expect(queryKeyToPath(options.queryKey)).toBe('/api/user-profile/u1');
  });

  it('is fetched by the default query function: GET /api/user-profile/{uid} with the bearer token', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ first: 'Sam', last: 'Lee', registryId: 'u 1' })));
    const client = createQueryClient();
    expect(client.defaultQueryOptions(userProfileQueryOptions('u 1')).queryFn).toBe(defaultQueryFn);

    await expect(client.fetchQuery(userProfileQueryOptions('u 1'))).resolves.toEqual({
      first: 'Sam',
      last: 'Lee',
      registryId: 'u 1',
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/user-profile/u%201');
    expect(init?.method ?? 'GET').toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
});

describe('isProfileMissing', () => {
  it('is true for the 404 of a users document that does not exist yet, and only for it', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"User profile not found."}', { status: 404 }));
    const missing = await createQueryClient()
      .fetchQuery(userProfileQueryOptions('u1'))
      .catch((error: unknown) => error);
    expect(isProfileMissing(missing)).toBe(true);

    fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
    const failed = await createQueryClient()
      .fetchQuery(userProfileQueryOptions('u1'))
      .catch((error: unknown) => error);
    expect(isProfileMissing(failed)).toBe(false);
    expect(isProfileMissing(null)).toBe(false);
  });
});

describe('setCachedProfile', () => {
  it('puts the saved names, due date and city into the cached profile, as they are stored', () => {
    const client = createQueryClient();
    const { queryKey } = userProfileQueryOptions('u1');
    client.setQueryData(queryKey, { first: 'Sam', last: 'Lee', registryId: 'u1', dueDate: null, city: 'Austin' });

    setCachedProfile(client, 'u1', { first: ' Samira ', last: 'Lee-Park ', dueDate: '2026-10-02', city: ' Denver ' });

    expect(client.getQueryData(queryKey)).toEqual({
      first: 'Samira',
      last: 'Lee-Park',
      registryId: 'u1',
      dueDate: '2026-10-02',
      city: 'Denver',
    });
  });

  it('an emptied due date or city is cached as null, as it is stored', () => {
    const client = createQueryClient();
    const { queryKey } = userProfileQueryOptions('u1');
    client.setQueryData(queryKey, {
      first: 'Sam',
      last: 'Lee',
      registryId: 'u1',
      dueDate: '2026-10-02',
      city: 'Austin',
    });

    setCachedProfile(client, 'u1', { first: 'Sam', last: 'Lee', dueDate: '', city: '  ' });

    expect(client.getQueryData(queryKey)).toMatchObject({ dueDate: null, city: null });
  });

  it('leaves an uncached profile alone', () => {
    const client = createQueryClient();
    setCachedProfile(client, 'u1', { first: 'Sam', last: 'Lee', dueDate: '', city: '' });
    expect(client.getQueryData(userProfileQueryOptions('u1').queryKey)).toBeUndefined();
  });
});
