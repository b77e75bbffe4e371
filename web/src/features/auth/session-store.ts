// Who is signed in, as UI state: the Auth SDK stays the source of truth; this mirrors it for render.
import { create } from 'zustand';

export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
}

export type SessionStatus = 'unknown' | 'signedOut' | 'signedIn';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

interface SessionActions {
  setUser: (user: SessionUser | null) => void;
  reset: () => void;
}

const initial: SessionState = { status: 'unknown', user: null };

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...initial,
  setUser: (user) => set({ user, status: user ? 'signedIn' : 'signedOut' }),
  reset: () => set(initial),
}));

export const useSessionStatus = () => useSessionStore((s) => s.status);
export const useSessionUser = () => useSessionStore((s) => s.user);
