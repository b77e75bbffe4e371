// Covers usePendingAction: nothing runs signed out; once signed in, the page's own held action runs once.
import { act, renderHook } from '@testing-library/react';
import { PENDING_ACTION_KEY, savePendingAction } from './pending-action';
import { useSessionStore } from './session-store';
import { usePendingAction } from './use-pending-action';

const member = { uid: 'u1', displayName: 'Noa Lindqvist', email: null };

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().reset();
});

it('runs the held action once, with its values, when the visitor is signed in', () => {
  savePendingAction({ action: 'rsvp', target: 'e1', values: { status: 'going' }, path: '/event/e1' });
  const run = vi.fn();
  const { rerender } = renderHook(() => usePendingAction('rsvp', 'e1', run));
  expect(run).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(PENDING_ACTION_KEY)).not.toBeNull();

  act(() => useSessionStore.getState().setUser(member));
  expect(run).toHaveBeenCalledTimes(1);
  expect(run).toHaveBeenCalledWith({ status: 'going' }, member);

  act(() => useSessionStore.getState().setUser({ ...member }));
  rerender();
  expect(run).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
});

it("leaves another page's action alone", () => {
  savePendingAction({ action: 'save-listing', target: 'l2', path: '/marketplace/item/l2' });
  useSessionStore.getState().setUser(member);
  const run = vi.fn();
  renderHook(() => usePendingAction('save-listing', 'l1', run));
  expect(run).not.toHaveBeenCalled();
  expect(sessionStorage.getItem(PENDING_ACTION_KEY)).not.toBeNull();
});
