// Covers useLogOut: on success it signs the store out, goes to /registry and toasts; on failure it toasts and stays.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../../ui/toast/Toaster';
import { useToastStore } from '../../ui/toast/toast-store';
import { signOutUser } from './session';
import { useSessionStore } from './session-store';
import { LOGOUT_FAILED_MESSAGE, LOGOUT_FAILED_TITLE, LOGOUT_SUCCESS, useLogOut } from './use-log-out';

vi.mock('./session', () => ({ signOutUser: vi.fn() }));

const signOut = vi.mocked(signOutUser);

function LogOutButton() {
  const logOut = useLogOut();
  return (
    <button type="button" onClick={() => void logOut()}>
      Log Out
    </button>
  );
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderAtSomewhere() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/somewhere']}>
      <LogOutButton />
      <CurrentPath />
      <Routes>
        <Route path="/somewhere" element={<h1>Somewhere</h1>} />
        <Route path="/registry" element={<h1>Registry</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return user;
}

// The toast's MUI parts load lazily; load them once up front so a busy machine cannot make the
// first toast miss the findBy timeout.
beforeAll(async () => {
  await import('../../ui/toast/ToastView');
});

beforeEach(() => {
  signOut.mockReset();
  useToastStore.getState().reset();
  useSessionStore.getState().reset();
  useSessionStore.getState().setUser({ uid: 'u1', displayName: 'Sam', email: 'sam@example.com' });
});

describe('useLogOut', () => {
  it('keeps the spec wording for its messages', () => {
    expect(LOGOUT_SUCCESS).toBe('Successfully logged out');
    expect(LOGOUT_FAILED_TITLE).toBe('Logout failed');
    expect(LOGOUT_FAILED_MESSAGE).toBe('There was an error logging out. Please try again.');
  });

  it('shows the failure toast and stays on the page when sign-out fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    signOut.mockRejectedValue(new Error('network down'));
    const user = renderAtSomewhere();

    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error logging out. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Successfully logged out')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/somewhere$/);
    expect(screen.getByRole('heading', { name: 'Somewhere' })).toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signedIn');
    expect(consoleError).toHaveBeenCalled();
  });

  it('signs the store out, goes to /registry and shows the success toast when sign-out works', async () => {
    signOut.mockResolvedValue(undefined);
    const user = renderAtSomewhere();

    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Successfully logged out')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Registry' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/registry$/);
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signedOut');
    expect(useSessionStore.getState().user).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
