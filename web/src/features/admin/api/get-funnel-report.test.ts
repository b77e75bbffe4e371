// Covers the funnel report query: its own queryFn with the range as a query string, the bearer
// token, a key per range, and the errors the page tells apart (403 from any other failure).
import { ApiError } from '../../../lib/api/client';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { createQueryClient } from '../../../lib/query/query-client';
import { funnelReportQueryOptions, getFunnelReport, isoDay } from './get-funnel-report';

vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();
const report = {
  from: '2026-11-02',
  to: '2026-11-15',
  steps: [{ step: 1, count: 120, conversion: null }],
  byUserType: {},
  byAuthMethod: {},
  topPages: [],
  events: 120,
  pendingDays: [],
};

beforeEach(() => {
  vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('tok');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('funnel report', () => {
  it('GETs /api/admin/analytics/funnel?from&to with the bearer token', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(report)));

    await expect(getFunnelReport('2026-11-02', '2026-11-15')).resolves.toEqual(report);

    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe('/api/admin/analytics/funnel?from=2026-11-02&to=2026-11-15');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('encodes the range as query parameters', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(report)));

    await getFunnelReport('2026-11-02&admin=1', '');

    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/admin/analytics/funnel?from=2026-11-02%26admin%3D1&to=');
  });

  it('is a query with its own queryFn and one key per range', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(report)));
    const options = funnelReportQueryOptions('2026-11-02', '2026-11-15');

    expect(options.queryKey).toEqual(['admin', 'analytics', 'funnel', { from: '2026-11-02', to: '2026-11-15' }]);
    expect(options.queryFn).toEqual(expect.any(Function));
    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual(report);
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/admin/analytics/funnel?from=2026-11-02&to=2026-11-15');
  });

  it('rejects with the status for a refusal, and the default message when the server gives none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"error":"Admins only."}', { status: 403 }));
    await expect(getFunnelReport('2026-11-02', '2026-11-15')).rejects.toEqual(new ApiError(403, 'Admins only.'));

    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(getFunnelReport('2026-11-02', '2026-11-15')).rejects.toMatchObject({
      status: 502,
      message: 'The report could not be loaded.',
    });
  });

  it('names days in UTC', () => {
    expect(isoDay(new Date(Date.UTC(2026, 10, 2, 23, 30)))).toBe('2026-11-02');
  });
});
