// Covers usePendingAction: nothing runs signed out; once signed in, the page's own held action runs once;
// with nothing held, the checker is never loaded.
import { act, renderHook, waitFor } from '@testing-library/react';
import { PENDING_ACTION_KEY, savePendingAction } from './pending-action';
import { useSessionStore } from './session-store';
import { usePendingAction } from './use-pending-action';

const member = { uid: 'u1', displayName: 'Noa Lindqvist', email: null };

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().reset();
});

it('runs the held action once, with its values, when the visitor is signed in', async () => {
  savePendingAction({ action: 'rsvp', target: 'e1', values: { status: 'going' }, path: '/event/e1' });
  const run = vi.fn();
  const { rerender } = renderHook(() => usePendingAction('rsvp', 'e1', run));
  expect(run).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(PENDING_ACTION_KEY)).not.toBeNull();

  act(() => useSessionStore.getState().setUser(member));
  await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  expect(run).toHaveBeenCalledWith({ status: 'going' }, member);

  act(() => useSessionStore.getState().setUser({ ...member }));
  rerender();
  // A later render finds nothing held: the action was taken when it ran.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(run).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
});

it('runs it once when two effects start at once (Strict Mode), since only the current one takes it', async () => {
  savePendingAction({ action: 'rsvp', target: 'e1', values: { status: 'going' }, path: '/event/e1' });
  useSessionStore.getState().setUser(member);
  const run = vi.fn();
  const { unmount } = renderHook(() => usePendingAction('rsvp', 'e1', run), { reactStrictMode: true });
  await waitFor(() => expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull());
  expect(run).toHaveBeenCalledTimes(1);
  unmount();
});

it("leaves another page's action alone", async () => {
  savePendingAction({ action: 'save-listing', target: 'l2', path: '/marketplace/item/l2' });
  useSessionStore.getState().setUser(member);
  const run = vi.fn();
  renderHook(() => usePendingAction('save-listing', 'l1', run));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(run).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(PENDING_ACTION_KEY)).not.toBeNull();
});
