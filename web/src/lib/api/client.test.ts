// Covers apiFetch: bearer token, JSON body and answers, {error} parsing into ApiError, and pathSegment.
import { getFreshIdToken } from '../firebase/id-token';
import { ApiError, apiFetch, pathSegment } from './client';
import { jsonResponse, stubbedFetch } from '../../test/fetch-stub';

vi.mock('../firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const getToken = vi.mocked(getFreshIdToken);
const fetchMock = stubbedFetch();

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: url as string, init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  getToken.mockReset().mockResolvedValue('token-123');
});

describe('apiFetch', () => {
  it('GETs the path with the bearer token and returns the JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { exists: true }));

    await expect(apiFetch('/api/check-user-exists/u1')).resolves.toEqual({ exists: true });

    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/check-user-exists/u1');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer token-123');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends a body as JSON with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));

    await apiFetch('/api/x', { method: 'PATCH', body: { isPublic: false } });

    const { init, headers } = lastRequest();
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"isPublic":false}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends a file as the raw body with its own type (a photo upload)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 'p1' }));
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

    await apiFetch('/api/marketplace/listings/l1/photos', { method: 'POST', file: photo, body: { ignored: true } });

    const { init, headers } = lastRequest();
    expect(init.body).toBe(photo);
    expect(headers['Content-Type']).toBe('image/jpeg');
    expect(headers.Authorization).toBe('Bearer token-123');
  });

  it('passes the abort signal on', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const controller = new AbortController();

    await apiFetch('/api/x', { signal: controller.signal });

    expect(lastRequest().init.signal).toBe(controller.signal);
  });

  it('throws ApiError 401 without calling the server when nobody is signed in', async () => {
    getToken.mockResolvedValue(null);

    const error = await apiFetch('/api/x').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Please sign in again.' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no token and does not ask Auth when auth is false', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));

    await apiFetch('/api/public', { auth: false });

    expect(getToken).not.toHaveBeenCalled();
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });

  it('uses a token given by the caller instead of asking Auth', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiFetch('/api/x', { token: 'given' });

    expect(getToken).not.toHaveBeenCalled();
    expect(lastRequest().headers.Authorization).toBe('Bearer given');
  });

  it('throws the server {error} message with the status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'You are not allowed to do that.' }));

    await expect(apiFetch('/api/x', { errorMessage: 'Fallback' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'You are not allowed to do that.',
    });
  });

  it("uses the caller's default message when the error body has no {error}", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiFetch('/api/x', { errorMessage: 'Failed to load' })).rejects.toMatchObject({
      status: 502,
      message: 'Failed to load',
    });
  });

  it("picks the caller's default message by status when given one per status", async () => {
    const byStatus = (status: number) => (status >= 500 ? 'Our side' : 'Your side');
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/x', { errorMessage: byStatus })).rejects.toMatchObject({ message: 'Our side' });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(apiFetch('/api/x', { errorMessage: byStatus })).rejects.toMatchObject({ message: 'Your side' });
  });

  it('falls back to "Request failed (<status>)"', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: 'not the error field' }));

    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status: 500, message: 'Request failed (500)' });
  });

  it('returns undefined for 204 and for an empty body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));

    await expect(apiFetch('/api/account', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(apiFetch('/api/account', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('throws ApiError when an OK answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html></html>', { status: 200 }));

    await expect(apiFetch('/api/x')).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses paths outside /api/ so the token never goes elsewhere', async () => {
    await expect(apiFetch('https://evil.example.com/api/x')).rejects.toThrow(/only calls \/api\/ paths/);
    await expect(apiFetch('//evil.example.com/api/x')).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getToken).not.toHaveBeenCalled();
  });
});

describe('pathSegment', () => {
  it('URL-encodes the value', () => {
    expect(pathSegment('a/b c?d#e')).toBe('a%2Fb%20c%3Fd%23e');
  });

  it.each(['', '.', '..'])('refuses %j', (value) => {
    expect(() => pathSegment(value)).toThrow(/not a valid path segment/);
  });
});
