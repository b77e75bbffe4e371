// Deleting an account: the recent sign-in it needs is said before confirming, and when the server
// answers that the sign-in is too old, the dialog offers to sign in again instead of failing; when a
// sale is still open (409), it says what to finish first. Once started, the dialog shows how far the
// deletion has got (read with the job's status key, no ID token), then signs out and says it is done;
// a job that stops part way says so and signs nobody out.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECENT_SIGN_IN_MESSAGE } from '@shared/account';
import type { AccountJobView } from '@shared/account-jobs';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../../lib/api/client';
import { createQueryClient } from '../../../lib/query/query-client';
import { showToast } from '../../../ui/toast/toast-store';
import type * as AuthModule from '../../auth';
import { signOutUser } from '../../auth';
import type * as JobsModule from '../api/account-jobs';
import { startAccountJob } from '../api/account-jobs';
import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_FAILED_MESSAGE,
  DELETE_STOPPED_MESSAGE,
  DeleteAccount,
  RECENT_SIGN_IN_NOTE,
} from './DeleteAccount';

vi.mock('../api/account-jobs', async (importOriginal) => ({
  ...(await importOriginal<typeof JobsModule>()),
  startAccountJob: vi.fn(),
}));
vi.mock('../../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signOutUser: vi.fn(),
}));
vi.mock('../../../ui/toast/toast-store', () => ({ showToast: vi.fn() }));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.mocked(startAccountJob).mockReset();
  vi.mocked(signOutUser).mockReset().mockResolvedValue(undefined);
  vi.mocked(showToast).mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const job = (over: Partial<AccountJobView> = {}): AccountJobView => ({
  id: 'job1',
  kind: 'delete',
  status: 'queued',
  partsDone: 0,
  partsTotal: 7,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  fileName: null,
  ...over,
});
const answer = (data: unknown) => new Response(JSON.stringify(data), { status: 200 });

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="/settings" element={<DeleteAccount />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return user;
}

it('says a sign-in from the last 5 minutes is needed before the person confirms', async () => {
  await openDialog();
  expect(RECENT_SIGN_IN_NOTE).toMatch(/last 5 minutes/);
  expect(screen.getByText(/last 5 minutes/)).toBeInTheDocument();
  expect(startAccountJob).not.toHaveBeenCalled();
});

it('offers to sign in again when the sign-in is too old, and signs out when asked', async () => {
  vi.mocked(startAccountJob).mockRejectedValue(new ApiError(401, RECENT_SIGN_IN_MESSAGE));
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete permanently' }));

  expect(await screen.findByText(RECENT_SIGN_IN_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete permanently' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(signOutUser).toHaveBeenCalledOnce();
});

it('says nothing was removed when deletion cannot start, and lets the person retry', async () => {
  vi.mocked(startAccountJob).mockRejectedValueOnce(new ApiError(503, 'Unavailable'));
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete permanently' }));

  expect(await screen.findByText(DELETE_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign in again' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete permanently' })).toBeEnabled();
  expect(signOutUser).not.toHaveBeenCalled();
});

it('shows what to finish first when a sale is still open (409), and signs nobody out', async () => {
  const message =
    'You have a sale that is not finished yet. Ship it or hand it over, or cancel the order, from Your marketplace before you delete your account.';
  vi.mocked(startAccountJob).mockRejectedValueOnce(new ApiError(409, message));
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete permanently' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByText(DELETE_FAILED_MESSAGE)).not.toBeInTheDocument();
  expect(signOutUser).not.toHaveBeenCalled();
});

it('shows the progress, read with the status key, then signs out, goes home and says the account is deleted', async () => {
  vi.mocked(startAccountJob).mockResolvedValue({ job: job({ status: 'running', partsDone: 3 }), statusKey: 'key1' });
  fetchMock.mockResolvedValueOnce(answer(job({ status: 'running', partsDone: 5 })));
  fetchMock.mockResolvedValue(answer(job({ status: 'done', partsDone: 7 })));
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete permanently' }));

  expect(await screen.findByText('Deleting your data… 3 of 7 parts')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep my account' })).toBeDisabled();
  expect(await screen.findByText('Deleting your data… 5 of 7 parts', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(await screen.findByText('Home page', {}, { timeout: 4000 })).toBeInTheDocument();
  expect(signOutUser).toHaveBeenCalledOnce();
  expect(showToast).toHaveBeenCalledWith({ severity: 'success', message: ACCOUNT_DELETED_MESSAGE });

  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/account/jobs/job1');
  expect(init?.headers).toMatchObject({ 'X-Deletion-Key': 'key1' });
  expect(init?.headers).not.toHaveProperty('Authorization');
});

it('says so when the deletion stops part way, keeps the person signed in and lets them try again', async () => {
  vi.mocked(startAccountJob).mockResolvedValue({ job: job({ status: 'running', partsDone: 2 }), statusKey: 'key1' });
  fetchMock.mockResolvedValue(answer(job({ status: 'failed', partsDone: 2 })));
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete permanently' }));

  expect(await screen.findByText(DELETE_STOPPED_MESSAGE, {}, { timeout: 4000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete permanently' })).toBeEnabled();
  expect(signOutUser).not.toHaveBeenCalled();
});
