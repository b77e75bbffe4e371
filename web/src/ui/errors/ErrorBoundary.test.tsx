// Covers ErrorBoundary: a failing child shows the error alert, and Try again remounts the children.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/** Throws while `broken.current` is true, so a test can make the child recover before retrying. */
function Flaky({ broken, onMount }: { broken: { current: boolean }; onMount?: () => void }) {
  const [mounted] = useState(() => {
    onMount?.();
    return true;
  });
  if (broken.current) throw new Error('Boom');
  return <p>{mounted ? 'Child content' : null}</p>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Child content</p>
      </ErrorBoundary>,
    );

    expect(screen.getByText('Child content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Something went wrong alert with a Try again button when a child throws', () => {
    render(
      <ErrorBoundary>
        <Flaky broken={{ current: true }} />
      </ErrorBoundary>,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Child content')).not.toBeInTheDocument();
  });

  it('remounts the children when Try again is clicked', async () => {
    const user = userEvent.setup();
    const broken = { current: true };
    const onMount = vi.fn();
    render(
      <ErrorBoundary>
        <Flaky broken={broken} onMount={onMount} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    const mountsBeforeRetry = onMount.mock.calls.length;

    broken.current = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Child content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onMount.mock.calls.length).toBeGreaterThan(mountsBeforeRetry);
  });

  it('shows the alert again when the child still fails after Try again', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary>
        <Flaky broken={{ current: true }} />
      </ErrorBoundary>,
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.queryByText('Child content')).not.toBeInTheDocument();
  });

  it('clears the error when resetKey changes', () => {
    const broken = { current: true };
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Flaky broken={broken} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    broken.current = false;
    rerender(
      <ErrorBoundary resetKey="/b">
        <Flaky broken={broken} />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Child content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports the error to the console', () => {
    render(
      <ErrorBoundary>
        <Flaky broken={{ current: true }} />
      </ErrorBoundary>,
    );

    expect(console.error).toHaveBeenCalledWith('A page section failed', expect.any(Error), expect.anything());
  });
});
