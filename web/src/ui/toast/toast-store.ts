// The one toast on screen: showing a new toast replaces whatever was there.
import { create } from 'zustand';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  title?: string;
  message: string;
  severity: ToastSeverity;
}

interface ToastState {
  toast: Toast | null;
  show: (toast: Omit<Toast, 'id'>) => void;
  dismiss: (id: number) => void;
  reset: () => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toast: null,
  show: (toast) => set({ toast: { ...toast, id: nextId++ } }),
  dismiss: (id) => set((s) => (s.toast?.id === id ? { toast: null } : s)),
  reset: () => set({ toast: null }),
}));

export const showToast = (toast: Omit<Toast, 'id'>) => useToastStore.getState().show(toast);
