// Progress of the post-sign-in flow, so pages know when it has settled for the signed-in user.
import { create } from 'zustand';

export type AuthFlowStatus = 'idle' | 'running' | 'settled';

interface AuthFlowState {
  status: AuthFlowStatus;
  uid: string | null;
  /** Where the flow sent the user, if anywhere. */
  navigatedTo: string | null;
  setRunning: (uid: string) => void;
  setSettled: (uid: string, navigatedTo: string | null) => void;
  reset: () => void;
}

export const useAuthFlowStore = create<AuthFlowState>()((set) => ({
  status: 'idle',
  uid: null,
  navigatedTo: null,
  setRunning: (uid) => set({ status: 'running', uid, navigatedTo: null }),
  setSettled: (uid, navigatedTo) => set({ status: 'settled', uid, navigatedTo }),
  reset: () => set({ status: 'idle', uid: null, navigatedTo: null }),
}));
