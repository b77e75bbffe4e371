// Covers the signup modal store: open with and without a reason, close, reset.
import { openSignupModal, useSignupModalStore } from './signup-modal-store';

beforeEach(() => useSignupModalStore.getState().reset());

describe('useSignupModalStore', () => {
  it('starts closed with no reason', () => {
    expect(useSignupModalStore.getState()).toMatchObject({ isOpen: false, reason: undefined });
  });

  it('opens with a reason and closes again, forgetting the reason', () => {
    useSignupModalStore.getState().open('Sign up to add this to your registry.');
    expect(useSignupModalStore.getState()).toMatchObject({
      isOpen: true,
      reason: 'Sign up to add this to your registry.',
    });

    useSignupModalStore.getState().close();
    expect(useSignupModalStore.getState()).toMatchObject({ isOpen: false, reason: undefined });
  });

  it('replaces an earlier reason when opened without one', () => {
    openSignupModal('First reason');
    openSignupModal();

    expect(useSignupModalStore.getState()).toMatchObject({ isOpen: true, reason: undefined });
  });

  it('resets to closed', () => {
    openSignupModal('Why');

    useSignupModalStore.getState().reset();

    expect(useSignupModalStore.getState().isOpen).toBe(false);
    expect(useSignupModalStore.getState().reason).toBeUndefined();
  });
});
