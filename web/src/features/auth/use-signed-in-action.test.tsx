// A signed-in-only button: runs for the signed-in user, sends a signed-out visitor to sign in and
// back, and waits for Auth's answer when the click comes before it.
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type * as session from './session';
import { watchSession } from './session';
import { useSessionStore } from './session-store';
import { useSignedInAction } from './use-signed-in-action';

vi.mock('./session', async (importOriginal) => ({
  ...(await importOriginal<SessionModule>()),
  watchSession: vi.fn(() => Promise.resolve()),
}));

type SessionModule = typeof session;

const USER = { uid: 'u1', displayName: 'Sam', email: null };

function renderAction() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/marketplace/stroller/l1?from=search']}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ run: useSignedInAction(), location: useLocation() }), { wrapper });
}

beforeEach(() => {
  useSessionStore.getState().reset();
  vi.mocked(watchSession).mockClear();
});

it('runs the action for the signed-in user', async () => {
  useSessionStore.getState().setUser(USER);
  const action = vi.fn();
  const { result } = renderAction();
  await act(() => result.current.run(action));
  expect(action).toHaveBeenCalledWith(USER);
  expect(result.current.location.pathname).toBe('/marketplace/stroller/l1');
});

it('sends a signed-out visitor to sign in, returning to the listing', async () => {
  useSessionStore.getState().setUser(null);
  const action = vi.fn();
  const { result } = renderAction();
  await act(() => result.current.run(action));
  expect(action).not.toHaveBeenCalled();
  expect(result.current.location.pathname).toBe('/signin');
  expect(new URLSearchParams(result.current.location.search).get('next')).toBe('/marketplace/stroller/l1?from=search');
});

it('waits for Auth when it has not answered yet', async () => {
  const action = vi.fn();
  const { result } = renderAction();
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.run(action);
  });
  expect(watchSession).toHaveBeenCalled();
  expect(action).not.toHaveBeenCalled();
  await act(async () => {
    useSessionStore.getState().setUser(USER);
    await done;
  });
  expect(action).toHaveBeenCalledWith(USER);
});
