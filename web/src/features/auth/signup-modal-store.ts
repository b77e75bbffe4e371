// Whether the signup modal is open, and why: the auth flow waits while it is (spec section 4).
import { create } from 'zustand';

interface SignupModalState {
  isOpen: boolean;
  /** Shown in the modal, e.g. why signing up is needed to add to a registry. */
  reason?: string;
}

interface SignupModalActions {
  open: (reason?: string) => void;
  close: () => void;
  reset: () => void;
}

const initial: SignupModalState = { isOpen: false, reason: undefined };

export const useSignupModalStore = create<SignupModalState & SignupModalActions>()((set) => ({
  ...initial,
  open: (reason) => set({ isOpen: true, reason }),
  close: () => set({ isOpen: false, reason: undefined }),
  reset: () => set(initial),
}));

export const useIsSignupModalOpen = () => useSignupModalStore((s) => s.isOpen);
export const openSignupModal = (reason?: string) => useSignupModalStore.getState().open(reason);
