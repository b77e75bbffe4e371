// The data export in Settings: starting it shows how far the server has got, the file downloads by
// itself when it is ready (and again from the button), and a failure or a refusal says so plainly.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountJobView } from '@shared/account-jobs';
import { getFreshIdToken } from '../../../lib/firebase/id-token';
import { createQueryClient } from '../../../lib/query/query-client';
import type * as JobsModule from '../api/account-jobs';
import { downloadExport } from '../api/account-jobs';
import { DownloadData, EXPORT_FAILED_MESSAGE } from './DownloadData';

vi.mock('../api/account-jobs', async (importOriginal) => ({
  ...(await importOriginal<typeof JobsModule>()),
  downloadExport: vi.fn(),
}));
vi.mock('../../../lib/firebase/id-token', () => ({ getFreshIdToken: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.mocked(downloadExport).mockReset().mockResolvedValue(undefined);
  vi.mocked(getFreshIdToken).mockReset().mockResolvedValue('tok');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const job = (over: Partial<AccountJobView> = {}): AccountJobView => ({
  id: 'job1',
  kind: 'export',
  status: 'queued',
  partsDone: 0,
  partsTotal: 7,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  fileName: null,
  ...over,
});
const answer = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status });

/** POST /api/account/jobs answers `started`; each poll of the job answers the next of `polls` (the last repeats). */
function server(started: Response, polls: AccountJobView[]) {
  fetchMock.mockImplementation((_url, init) => {
    if (init?.method === 'POST') return Promise.resolve(started);
    return Promise.resolve(answer(polls.length > 1 ? polls.shift() : polls[0]));
  });
}

function setup() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DownloadData />
    </QueryClientProvider>,
  );
  return user;
}

it('shows the progress, downloads the file once when it is ready, and again from the button', async () => {
  const done = job({
    status: 'done',
    partsDone: 7,
    fileName: 'recess-data-u1.json',
    expiresAt: '2026-12-05T10:00:00.000Z',
  });
  server(answer({ job: job({ status: 'running', partsDone: 3 }), statusKey: null }, 202), [done]);
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));

  expect(await screen.findByText('Preparing your data… 3 of 7 parts')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Preparing your data' })).toHaveAttribute('aria-valuenow', '43');
  expect(await screen.findByText(/Your data is ready\./, {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByText(/delete the file 7 days after/)).toBeInTheDocument();
  expect(downloadExport).toHaveBeenCalledOnce();
  expect(downloadExport).toHaveBeenCalledWith(done);
  const [start, poll] = fetchMock.mock.calls;
  expect(start?.[0]).toBe('/api/account/jobs');
  expect(start?.[1]?.body).toBe(JSON.stringify({ kind: 'export' }));
  // Polled with the ID token.
  expect(poll?.[0]).toBe('/api/account/jobs/job1');
  expect(poll?.[1]?.headers).toMatchObject({ Authorization: 'Bearer tok' });

  await user.click(screen.getByRole('button', { name: 'Download your file' }));
  expect(downloadExport).toHaveBeenCalledTimes(2);
});

it('says so when preparing fails, and offers to start again', async () => {
  server(answer({ job: job({ status: 'running' }), statusKey: null }, 202), [job({ status: 'failed' })]);
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));

  expect(await screen.findByText(EXPORT_FAILED_MESSAGE, {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  expect(downloadExport).not.toHaveBeenCalled();
});

it("shows the server's reason when a copy is already being prepared (409)", async () => {
  server(answer({ error: 'We are already preparing a copy of your data.' }, 409), []);
  const user = setup();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText('We are already preparing a copy of your data.')).toBeInTheDocument();
});
