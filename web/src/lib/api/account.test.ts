// Covers the account calls: method, path (encoded), body, bearer token and typed answers.
import { getFreshIdToken } from '../firebase/id-token';
import { autoCreateRegistry, checkUserExists, createUserAndRegistry } from './account';

vi.mock('../firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, data: unknown): Response {
  return new Response(JSON.stringify(data), { status });
}

function request(): { url: string; method?: string; body?: unknown; authorization?: string } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  const headers = (init.headers ?? {}) as Record<string, string>;
  return {
    url: url as string,
    method: init.method,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    authorization: headers.Authorization,
  };
}

beforeEach(() => {
  vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('tok');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('account API', () => {
  it('checkUserExists GETs /api/check-user-exists/{uid} with the token', async () => {
    fetchMock.mockResolvedValue(json(200, { exists: true, hasRegistry: false }));

    await expect(checkUserExists('u 1/x')).resolves.toEqual({ exists: true, hasRegistry: false });

    expect(request()).toEqual({
      url: '/api/check-user-exists/u%201%2Fx',
      method: 'GET',
      body: undefined,
      authorization: 'Bearer tok',
    });
  });

  it('createUserAndRegistry POSTs exactly {uid, email, displayName}', async () => {
    fetchMock.mockResolvedValue(json(201, { registryId: 'u1', createdUser: true, createdRegistry: true }));
    const user = { uid: 'u1', email: 'sam@example.com', displayName: 'Sam Lee', metadata: {} };

    await expect(createUserAndRegistry(user)).resolves.toMatchObject({ registryId: 'u1' });

    expect(request()).toEqual({
      url: '/api/create-user-and-registry',
      method: 'POST',
      body: { uid: 'u1', email: 'sam@example.com', displayName: 'Sam Lee' },
      authorization: 'Bearer tok',
    });
  });

  it('createUserAndRegistry adds the names asked at sign-up when there are both', async () => {
    fetchMock.mockResolvedValue(json(200, { registryId: 'u1', createdUser: true, createdRegistry: true }));

    await createUserAndRegistry({ uid: 'u1', email: null, displayName: null, first: 'Mary Ann', last: 'Smith' });

    expect(request().body).toEqual({ uid: 'u1', email: null, displayName: null, first: 'Mary Ann', last: 'Smith' });
  });

  it('autoCreateRegistry POSTs with no body', async () => {
    fetchMock.mockResolvedValue(json(200, { registryId: 'u1', created: true }));

    await autoCreateRegistry();

    expect(request()).toEqual({
      url: '/api/auto-create-registry',
      method: 'POST',
      body: undefined,
      authorization: 'Bearer tok',
    });
  });
});
