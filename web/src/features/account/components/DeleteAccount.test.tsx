// Deleting an account: the recent sign-in it needs is said before confirming, and when the server
// answers that the sign-in is too old, the dialog offers to sign in again instead of failing; when a
// sale is still open (409), it says what to finish first.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECENT_SIGN_IN_MESSAGE } from '@shared/account';
import { MemoryRouter } from 'react-router-dom';
import { deleteMyAccount } from '../../../lib/api/account';
import { ApiError } from '../../../lib/api/client';
import type * as AuthModule from '../../auth';
import { signOutUser } from '../../auth';
import { DELETE_FAILED_MESSAGE, DeleteAccount, RECENT_SIGN_IN_NOTE } from './DeleteAccount';

vi.mock('../../../lib/api/account', () => ({ deleteMyAccount: vi.fn() }));
vi.mock('../../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  signOutUser: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(deleteMyAccount).mockReset();
  vi.mocked(signOutUser).mockReset().mockResolvedValue(undefined);
});

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <DeleteAccount />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return user;
}

it('says a sign-in from the last 5 minutes is needed before the person confirms', async () => {
  await openDialog();
  expect(RECENT_SIGN_IN_NOTE).toMatch(/last 5 minutes/);
  expect(screen.getByText(/last 5 minutes/)).toBeInTheDocument();
  expect(deleteMyAccount).not.toHaveBeenCalled();
});

it('offers to sign in again when the sign-in is too old, and signs out when asked', async () => {
  vi.mocked(deleteMyAccount).mockRejectedValue(new ApiError(401, RECENT_SIGN_IN_MESSAGE));
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete permanently' }));

  expect(await screen.findByText(RECENT_SIGN_IN_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete permanently' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign in again' }));
  expect(signOutUser).toHaveBeenCalledOnce();
});

it('says nothing was removed when deletion fails for another reason, and lets the person retry', async () => {
  vi.mocked(deleteMyAccount).mockRejectedValueOnce(new ApiError(503, 'Unavailable'));
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
  vi.mocked(deleteMyAccount).mockRejectedValueOnce(new ApiError(409, message));
  const user = await openDialog();
  await user.click(screen.getByRole('button', { name: 'Delete permanently' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.queryByText(DELETE_FAILED_MESSAGE)).not.toBeInTheDocument();
  expect(signOutUser).not.toHaveBeenCalled();
});
