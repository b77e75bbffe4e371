// useNearView: false until the element comes near the viewport (or the reader asks), then true for good.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearView } from './use-near-view';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observed: { callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly entry: (typeof observed)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, disconnected: false };
    observed.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function Probe() {
  const { ref, isNear, show } = useNearView<HTMLDivElement>();
  return (
    <div ref={ref}>
      <span>{isNear ? 'near' : 'far'}</span>
      <button onClick={show}>Open</button>
    </div>
  );
}

afterEach(() => {
  observed = [];
});

describe('useNearView', () => {
  it('waits for the element to come within 200px of the viewport, then stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observed[0]?.options?.rootMargin).toBe('200px');
    act(() => observed[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeTruthy();
    expect(observed[0]!.disconnected).toBe(true);
  });

  it('opens at once when the reader asks', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    act(() => screen.getByRole('button', { name: 'Open' }).click());
    expect(screen.getByText('near')).toBeTruthy();
  });

  it('does not wait where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
