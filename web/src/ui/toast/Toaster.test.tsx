// Covers the Toaster: it shows the one current toast (lazy-loaded), with its title, and removes it on dismiss.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './Toaster';
import { showToast, useToastStore } from './toast-store';

beforeEach(() => useToastStore.getState().reset());

describe('Toaster', () => {
  it('renders nothing while there is no toast', () => {
    render(<Toaster />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the toast message and title', async () => {
    render(<Toaster />);

    act(() => showToast({ severity: 'error', title: 'Logout failed', message: 'Please try again.' }));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Logout failed');
    expect(toast).toHaveTextContent('Please try again.');
    expect(screen.getByText('Logout failed')).toBeInTheDocument();
  });

  it('shows only one toast at a time: a second replaces the first', async () => {
    render(<Toaster />);

    act(() => showToast({ severity: 'info', message: 'First message' }));
    expect(await screen.findByText('First message')).toBeInTheDocument();
    act(() => showToast({ severity: 'success', message: 'Second message' }));

    expect(await screen.findByText('Second message')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First message')).not.toBeInTheDocument());
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('removes the toast when dismissed through the store', async () => {
    render(<Toaster />);
    act(() => showToast({ severity: 'info', message: 'Going away' }));
    await screen.findByText('Going away');

    act(() => useToastStore.getState().dismiss(useToastStore.getState().toast?.id ?? -1));

    await waitFor(() => expect(screen.queryByText('Going away')).not.toBeInTheDocument());
  });

  it('removes the toast when its close button is clicked', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => showToast({ severity: 'info', message: 'Close me' }));
    await screen.findByText('Close me');

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByText('Close me')).not.toBeInTheDocument());
    expect(useToastStore.getState().toast).toBeNull();
  });
});
