// Covers the pages that need an account: a signed-out visitor to /settings or /profile-completion is
// sent to /signin with the page to come back to; a signed-in one gets the page.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentPath } from '../../../test/current-path';
import type * as auth from '../../auth';
import { useSessionStore } from '../../auth';
import ProfileCompletionPage from '../pages/ProfileCompletionPage';
import SettingsPage from '../pages/SettingsPage';
import { RequireSignIn } from './RequireSignIn';

vi.mock('../../auth', async (importOriginal) => ({
  ...(await importOriginal<typeof auth>()),
  watchSession: vi.fn(() => Promise.resolve()),
}));

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

beforeEach(() => useSessionStore.getState().reset());
afterEach(() => useSessionStore.getState().reset());

it.each([
  ['/profile-completion', <ProfileCompletionPage key="profile" />],
  ['/settings', <SettingsPage key="settings" />],
])('a signed-out visitor to %s is sent to /signin, to come back after', (path, page) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="/signin" element={null} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  // Until Auth answers, the page waits rather than sending anyone away.
  expect(screen.getByRole('progressbar', { name: 'Loading your account' })).toBeInTheDocument();

  act(() => useSessionStore.getState().setUser(null));

  expect(currentPath()).toHaveTextContent(new RegExp(`^/signin\\?next=${encodeURIComponent(path)}$`));
});

it('shows a signed-in user the page', () => {
  useSessionStore.getState().setUser({ uid: 'u1', displayName: null, email: null });
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <RequireSignIn>{(user) => <p>Settings of {user.uid}</p>}</RequireSignIn>
      <CurrentPath />
    </MemoryRouter>,
  );

  expect(screen.getByText('Settings of u1')).toBeInTheDocument();
  expect(currentPath()).toHaveTextContent(/^\/settings$/);
});
