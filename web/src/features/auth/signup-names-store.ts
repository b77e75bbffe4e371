// The names a new member gave in the signup modal's name step, held until the auth flow creates the
// account with them (session state; cleared on sign-out).
import { create } from 'zustand';

export interface SignupNames {
  uid: string;
  first: string;
  last: string;
}

interface SignupNamesState {
  names: SignupNames | null;
  set: (names: SignupNames) => void;
  reset: () => void;
}

export const useSignupNamesStore = create<SignupNamesState>()((set) => ({
  names: null,
  set: (names) => set({ names }),
  reset: () => set({ names: null }),
}));

/** The names given for this uid, if any (never another account's). */
export function signupNamesFor(uid: string): { first: string; last: string } | null {
  const names = useSignupNamesStore.getState().names;
  return names?.uid === uid ? { first: names.first, last: names.last } : null;
}
