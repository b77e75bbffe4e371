// Covers useRegistry's states: loading, ready, missing and error, a uid switch, and unsubscribing on unmount.
import { act, renderHook } from '@testing-library/react';
import { subscribeToRegistry } from '../api/queries';
import type { Registry } from '../api/refs';
import { useRegistry } from './use-registry';

vi.mock('../api/queries', () => ({ subscribeToRegistry: vi.fn() }));

type Listener = {
  uid: string;
  onChange: (r: Registry | null) => void;
  onError: (e: Error) => void;
  unsubscribe: () => void;
};
let listeners: Listener[] = [];

function registry(uid: string): Registry {
  return { uid, title: `Registry ${uid}`, product: [] } as unknown as Registry;
}

function listenerFor(uid: string): Listener {
  const listener = listeners.findLast((l) => l.uid === uid);
  if (!listener) throw new Error(`no subscription for ${uid}`);
  return listener;
}

beforeEach(() => {
  listeners = [];
  vi.mocked(subscribeToRegistry)
    .mockReset()
    .mockImplementation((uid, onChange, onError) => {
      const unsubscribe = vi.fn();
      listeners.push({ uid, onChange, onError, unsubscribe });
      return unsubscribe;
    });
});

describe('useRegistry', () => {
  it('is loading until the first snapshot, then ready with the registry', () => {
    const { result } = renderHook(() => useRegistry('u1'));
    expect(result.current).toEqual({ status: 'loading', registry: null, error: null });

    act(() => listenerFor('u1').onChange(registry('u1')));

    expect(result.current).toEqual({ status: 'ready', registry: registry('u1'), error: null });
  });

  it('is missing when the registry does not exist', () => {
    const { result } = renderHook(() => useRegistry('u1'));

    act(() => listenerFor('u1').onChange(null));

    expect(result.current.status).toBe('missing');
    expect(result.current.registry).toBeNull();
  });

  it('reports an error from the subscription', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useRegistry('u1'));
    const error = new Error('Missing or insufficient permissions.');

    act(() => listenerFor('u1').onError(error));

    expect(result.current).toEqual({ status: 'error', registry: null, error });
  });

  it('is missing without subscribing when there is no uid', () => {
    const { result } = renderHook(() => useRegistry(null));

    expect(result.current.status).toBe('missing');
    expect(subscribeToRegistry).not.toHaveBeenCalled();
  });

  it('shows loading, not the old registry, after the uid changes, and drops the old subscription', () => {
    const { result, rerender } = renderHook(({ uid }) => useRegistry(uid), { initialProps: { uid: 'u1' } });
    act(() => listenerFor('u1').onChange(registry('u1')));

    rerender({ uid: 'u2' });

    expect(result.current.status).toBe('loading');
    expect(listenerFor('u1').unsubscribe).toHaveBeenCalledTimes(1);
    act(() => listenerFor('u2').onChange(registry('u2')));
    expect(result.current.registry?.uid).toBe('u2');
  });

  it('unsubscribes on unmount', () => {
    const { unmount } = renderHook(() => useRegistry('u1'));

    unmount();

    expect(listenerFor('u1').unsubscribe).toHaveBeenCalledTimes(1);
  });
});
