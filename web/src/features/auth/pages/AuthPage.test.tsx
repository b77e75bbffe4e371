// Covers where /signup and /signin send a visitor who turns out to be signed in already: their
// registry, or the page they were sent from (?next=), once Auth has restored the session.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CurrentPath } from '../../../test/current-path';
import type * as session from '../session';
import { watchSession } from '../session';
import { useSessionStore } from '../session-store';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';

vi.mock('../session', async (importOriginal) => ({
  ...(await importOriginal<typeof session>()),
  watchSession: vi.fn(() => Promise.resolve()),
}));

const USER = { uid: 'u1', displayName: 'Sam Rivera', email: 'sam@example.com' };

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => {}); // analytics logs each funnel step in dev
  useSessionStore.getState().reset();
});

afterEach(() => useSessionStore.getState().reset());

describe.each(['/signup', '/signin'])('%s', (path) => {
  it('sends a visitor whose session Auth restores to their registry', () => {
    renderAt(path);
    // Auth has not answered yet: the page offers its sign-in methods meanwhile.
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
    expect(watchSession).toHaveBeenCalled();

    act(() => useSessionStore.getState().setUser(USER));

    expect(currentPath()).toHaveTextContent(/^\/registry\/u1$/);
  });

  it('sends a visitor already known to be signed in back to the page they came from', () => {
    useSessionStore.getState().setUser(USER);
    renderAt(`${path}?next=${encodeURIComponent('/settings')}`);

    expect(currentPath()).toHaveTextContent(/^\/settings$/);
  });

  it('keeps a signed-out visitor on the page', () => {
    useSessionStore.getState().setUser(null);
    renderAt(path);

    expect(currentPath()).toHaveTextContent(new RegExp(`^${path}$`));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
