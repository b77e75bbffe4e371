// Covers SignupModal: hidden while closed, shows the reason and both sign-in methods when opened, closes via the store.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { watchSession } from '../session';
import { useSignupModalStore } from '../signup-modal-store';
import { SignupModal } from './SignupModal';

vi.mock('../session', () => ({ watchSession: vi.fn().mockResolvedValue(undefined) }));
vi.mock('../../../lib/firebase/app', () => ({
  getFirebaseAuth: vi.fn(),
  getFirebaseApp: vi.fn(),
  getDb: vi.fn(),
}));

const REASON = 'Sign up to save this stroller to your registry.';

beforeEach(() => {
  vi.mocked(watchSession).mockReset().mockResolvedValue(undefined);
  vi.mocked(getFirebaseAuth).mockReset();
});

afterEach(() => {
  // Unmount first: this hook runs before the shared cleanup, and closing a mounted modal would update it outside act.
  cleanup();
  useSignupModalStore.getState().reset();
});

describe('SignupModal', () => {
  it('renders nothing while closed', () => {
    render(<SignupModal />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Create your free account')).not.toBeInTheDocument();
    expect(watchSession).not.toHaveBeenCalled();
  });

  it('shows the reason and both sign-in methods when opened', async () => {
    render(<SignupModal />);

    act(() => useSignupModalStore.getState().open(REASON));

    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(dialog).toHaveTextContent(REASON);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeInTheDocument();
    expect(watchSession).toHaveBeenCalled();
    expect(getFirebaseAuth).not.toHaveBeenCalled();
  });

  it('shows a default reason when opened without one', async () => {
    render(<SignupModal />);

    act(() => useSignupModalStore.getState().open());

    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toHaveTextContent(
      'Sign up to save products to your registry and share it with family and friends.',
    );
  });

  it('closes from the Close button', async () => {
    const user = userEvent.setup();
    useSignupModalStore.getState().open(REASON);
    render(<SignupModal />);

    await user.click(await screen.findByRole('button', { name: 'Close' }));

    expect(useSignupModalStore.getState().isOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
