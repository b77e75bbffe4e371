// Steps other areas run once a signed-in person's account and registry exist (spec section 4,
// step 5 on): each area registers its own, so the auth flow needs to know none of them.
import type { Toast } from '../../ui/toast/toast-store';

export interface AccountReadyContext {
  uid: string;
  /** Shows a toast unless the person has signed out since the flow started. */
  showToast: (toast: Omit<Toast, 'id'>) => void;
}

export type AccountReadyStep = (context: AccountReadyContext) => Promise<void>;

const steps = new Set<AccountReadyStep>();

/** Registers a step; returns a function that removes it. */
export function onAccountReady(step: AccountReadyStep): () => void {
  steps.add(step);
  return () => steps.delete(step);
}

/** Runs the registered steps one after another; a failing step is logged and the rest still run. */
export async function runAccountReadySteps(context: AccountReadyContext): Promise<void> {
  for (const step of steps) {
    try {
      await step(context);
    } catch (error) {
      console.error('A step after sign-in failed', error);
    }
  }
}
