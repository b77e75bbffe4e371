// Covers toggleProductPrivacy: PATCH with {isPublic} and the token, and the spec's two error messages.
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { toggleProductPrivacy } from './privacy';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const getToken = vi.mocked(getFreshIdToken);
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  getToken.mockReset().mockResolvedValue('tok');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('toggleProductPrivacy', () => {
  it('PATCHes the encoded privacy path with {isPublic} and the bearer token', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'p/1', isPublic: false }), { status: 200 }));

    await expect(toggleProductPrivacy('reg 1', 'p/1', false)).resolves.toEqual({ id: 'p/1', isPublic: false });

    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/registry/reg%201/product/p%2F1/privacy');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"isPublic":false}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("throws 'Failed to get authentication token' when there is no token", async () => {
    getToken.mockResolvedValue(null);

    await expect(toggleProductPrivacy('r1', 'p1', true)).rejects.toThrow(
      new Error('Failed to get authentication token'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("throws the server's error field on failure", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'Product not found.' }), { status: 404 }));

    await expect(toggleProductPrivacy('r1', 'p1', true)).rejects.toThrow('Product not found.');
  });

  it("throws 'Failed to toggle product privacy' when the server gives no error field", async () => {
    fetchMock.mockResolvedValue(new Response('Internal Server Error', { status: 500 }));

    await expect(toggleProductPrivacy('r1', 'p1', true)).rejects.toThrow('Failed to toggle product privacy');
  });
});
