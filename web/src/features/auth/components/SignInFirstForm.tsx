// The buttons of an action that needs an account (Save on a listing, Going on an event), as the
// server renders them for everyone: inside a GET form to /signin that comes back to this page
// (issue 24). Before the app runs, a signed-out visitor's tap is sent to sign in by the browser
// itself, with no JavaScript fetched; the boot script keeps the button's action (afterSignInProps)
// for when they are back (app/start-on-intent.ts). Once the app runs, each button's onClick does the
// work and calls preventDefault, so the app never sends this form.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AFTER_SIGN_IN_ATTRIBUTE } from '../before-app';
import type { PendingActionInput } from '../pending-action';
import { RETURN_PARAM, safeReturnPath } from '../return-path';

export function SignInFirstForm({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const next = safeReturnPath(`${pathname}${search}`);
  return (
    <form method="get" action="/signin" style={{ display: 'contents' }}>
      {next && <input type="hidden" name={RETURN_PARAM} value={next} />}
      {children}
    </form>
  );
}

/** A SignInFirstForm button's props: a submit button that names its action for after sign-in. */
export function afterSignInProps(action: Omit<PendingActionInput, 'path'>) {
  return { type: 'submit' as const, [AFTER_SIGN_IN_ATTRIBUTE]: JSON.stringify(action) };
}
