// Covers useMachine: send() returns the transition at once and later events build on the latest state.
import { act, renderHook } from '@testing-library/react';
import { useMachine, type Transition } from './use-machine';

type Event = { type: 'add'; by: number } | { type: 'ignored' };
const reduce = (count: number, event: Event) => (event.type === 'add' ? count + event.by : count);

describe('useMachine', () => {
  it('starts from the initial state and renders each transition', () => {
    const { result } = renderHook(() => useMachine(reduce, () => 5));
    expect(result.current[0]).toBe(5);

    let transition: Transition<number> | undefined;
    act(() => {
      transition = result.current[1]({ type: 'add', by: 2 });
    });

    expect(transition).toEqual({ prev: 5, next: 7 });
    expect(result.current[0]).toBe(7);
  });

  it('applies events sent before a render to the latest state, not a stale one', () => {
    const { result } = renderHook(() => useMachine(reduce, () => 0));
    const send = result.current[1];

    act(() => {
      send({ type: 'add', by: 1 });
      expect(send({ type: 'add', by: 1 })).toEqual({ prev: 1, next: 2 });
      expect(send({ type: 'ignored' })).toEqual({ prev: 2, next: 2 });
    });

    expect(result.current[0]).toBe(2);
    expect(result.current[1]).toBe(send);
  });
});
