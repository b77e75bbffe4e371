// What the boot script needs from auth before the app runs (app/start-on-intent.ts): the signed-in
// hint's key, and how a signed-out visitor's action is kept for after sign-in when the browser takes
// them to sign in by itself (issue 24). It imports constants only: the boot script stays a few kB.
import { SIGNED_IN_HINT_KEY, PENDING_ACTION_KEY } from '@shared/storage-keys';

// The keys live with the others in @shared/storage-keys (the route table names those a page shows).
export { SIGNED_IN_HINT_KEY, PENDING_ACTION_KEY };

/**
 * On a button that needs an account, in a GET form to /signin (SignInFirstForm): the action it asks
 * for, as JSON ({ action, target, values }). Before the app runs, a signed-out visitor's tap on it is
 * sent to sign in by the browser, and the boot script keeps this action for when they are back.
 */
export const AFTER_SIGN_IN_ATTRIBUTE = 'data-after-sign-in';

/** Whether this browser holds the signed-in hint. */
export function hasSignedInHint(storage: () => Storage): boolean {
  try {
    return storage().getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Keeps the action of an AFTER_SIGN_IN_ATTRIBUTE (its JSON) for after sign-in, asked on `path`.
 * pending-action.ts checks it when it is read back; a broken one is dropped there.
 */
export function keepActionForAfterSignIn(
  storage: () => Storage,
  json: string,
  path: string,
  now: number = Date.now(),
): void {
  try {
    const asked = JSON.parse(json) as Record<string, unknown>;
    storage().setItem(PENDING_ACTION_KEY, JSON.stringify({ values: {}, ...asked, path, savedAt: now }));
  } catch {
    // Storage refused (private mode) or junk: the visitor signs in and taps again.
  }
}
