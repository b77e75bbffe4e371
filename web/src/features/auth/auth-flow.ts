// The post-sign-in flow of spec section 4: make sure the user and registry exist, then run the steps
// other areas registered (the registry adds pending products: steps 5 and 6).
import type { CheckUserExistsResponse } from '@shared/registry';
import type { Toast } from '../../ui/toast/toast-store';
import { track, trackFunnelStep, type FunnelUserType } from '../../lib/analytics/track';
import {
  autoCreateRegistry,
  checkUserExists,
  createUserAndRegistry,
  type CreateUserAndRegistryInput,
} from '../../lib/api/account';
import type { AccountReadyContext } from './account-ready-hooks';
import { createDoneUids } from './auth-flow-memory';
import { signInPath } from './return-path';

export { AUTH_FLOW_DONE_KEY } from './auth-flow-memory';

export const PROFILE_COMPLETION_PATH = '/profile-completion';
/**
 * New users signing in from these pages go on to complete their profile. The spec names / and
 * /signin; /signup is added because a new member signing up there must reach profile completion
 * too (the sign-up page otherwise sends signed-in visitors to their registry). A new user whose name
 * is still unknown (a phone sign-up that skipped the name step) goes there from any page.
 */
const PROFILE_COMPLETION_FROM = ['/', '/signin', '/signup'];

/** The signed-in user; a Firebase Auth User fits as it is. */
export interface AuthFlowUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  metadata?: { creationTime?: string };
}

export interface AuthFlowDeps {
  checkUserExists: (uid: string) => Promise<CheckUserExistsResponse>;
  createUserAndRegistry: (input: CreateUserAndRegistryInput) => Promise<unknown>;
  autoCreateRegistry: () => Promise<unknown>;
  /** Steps 5 and 6, registered by other areas (runAccountReadySteps). */
  runAccountReadySteps: (context: AccountReadyContext) => Promise<void>;
  showToast: (toast: Omit<Toast, 'id'>) => void;
  navigate: (path: string) => unknown;
  getPathname: () => string;
  /** The page the visitor was sent to sign in from (the sign-in page's safe ?next=), if any. */
  getReturnPath: () => string | null;
  isSignupModalOpen: () => boolean;
  /** True when the Auth account predates this sign-in (made in the mobile app), e.g. isPreexistingAuthAccount. */
  isExistingAuthUser: (user: AuthFlowUser) => boolean | Promise<boolean>;
  /** First and last name the new member gave while signing up (the signup modal's name step), if any. */
  getSignupNames: (uid: string) => { first: string; last: string } | null;
}

/** The real account calls, to spread into the deps. */
export const accountApi = { checkUserExists, createUserAndRegistry, autoCreateRegistry };

export interface AuthFlowResult {
  userType: FunnelUserType;
  /** 'stopped' when creating the user or registry failed: nothing after it ran. */
  outcome: 'completed' | 'stopped';
  navigatedTo?: string;
}

/** An account made this long before the flow runs was not made by this sign-in. */
export const PREEXISTING_ACCOUNT_AGE_MS = 5 * 60 * 1000;

export function isPreexistingAuthAccount(user: AuthFlowUser, now: number = Date.now()): boolean {
  const created = Date.parse(user.metadata?.creationTime ?? '');
  return Number.isFinite(created) && now - created > PREEXISTING_ACCOUNT_AGE_MS;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isRegistryPage(pathname: string): boolean {
  return pathname === '/registry' || pathname.startsWith('/registry/');
}

async function detectNewUserType(user: AuthFlowUser, deps: AuthFlowDeps): Promise<FunnelUserType> {
  try {
    return (await deps.isExistingAuthUser(user)) ? 'social_app_existing' : 'new';
  } catch (error) {
    // Only the analytics label depends on it; the user is created either way.
    console.error('Could not tell whether the Auth account predates this sign-in', error);
    return 'new';
  }
}

/** Runs the flow once, now. Rejects only when the existence check fails. */
export async function runAuthFlow(user: AuthFlowUser, deps: AuthFlowDeps): Promise<AuthFlowResult> {
  const { uid } = user;
  const { exists, hasRegistry } = await deps.checkUserExists(uid);
  const userType: FunnelUserType = exists ? 'returning' : await detectNewUserType(user, deps);
  const base = { user_id: uid, user_type: userType };
  trackFunnelStep(8, base);
  const stopped = (event: string, error: unknown): AuthFlowResult => {
    console.error(event, error);
    track(event, { ...base, error_message: messageOf(error) });
    return { userType, outcome: 'stopped' };
  };

  let navigatedTo: string | undefined;
  if (!exists) {
    const names = deps.getSignupNames(uid);
    const displayName = user.displayName?.trim() ? user.displayName : names ? `${names.first} ${names.last}` : null;
    try {
      await deps.createUserAndRegistry({ uid, email: user.email, displayName, ...names });
    } catch (error) {
      return stopped('User Document Creation Failed', error);
    }
    trackFunnelStep(12, base);
    trackFunnelStep(13, base);
    // Without a name the registry would read "by Registry Owner": ask for it on any page.
    const isNameKnown = Boolean(displayName);
    if (!isNameKnown || PROFILE_COMPLETION_FROM.includes(normalisePath(deps.getPathname()))) {
      // The page they came from goes along, so profile completion can send them back to it: the sign-in
      // page's ?next=, or the page they signed up on (the signup modal) unless it is home or sign-in.
      const here = normalisePath(deps.getPathname());
      const returnTo = deps.getReturnPath() ?? (PROFILE_COMPLETION_FROM.includes(here) ? null : here);
      navigatedTo = signInPath(returnTo, PROFILE_COMPLETION_PATH);
      void deps.navigate(navigatedTo);
    }
  } else if (!hasRegistry) {
    try {
      await deps.autoCreateRegistry();
    } catch (error) {
      return stopped('Registry Creation Failed', error);
    }
    trackFunnelStep(13, base);
  } else if (isRegistryPage(deps.getPathname())) {
    trackFunnelStep(15, base);
  }

  await deps.runAccountReadySteps({ uid, showToast: deps.showToast });
  trackFunnelStep(14, base);
  return { userType, outcome: 'completed', navigatedTo };
}

export const AUTH_FLOW_DELAY_MS = 1000;

export interface AuthFlowOptions {
  delayMs?: number;
  /** Told when a run starts and ends (result null when it failed), e.g. for a progress store. */
  onStart?: (uid: string) => void;
  onSettled?: (uid: string, result: AuthFlowResult | null) => void;
}

export interface AuthFlow {
  scheduleForUser: (user: AuthFlowUser) => void;
  cancel: () => void;
  forgetSession: () => void;
}

/** Runs the flow AUTH_FLOW_DELAY_MS after sign-in, once per user per session, unless the signup modal is open. */
export function createAuthFlow(deps: AuthFlowDeps, options: AuthFlowOptions = {}): AuthFlow {
  const { delayMs = AUTH_FLOW_DELAY_MS, onStart, onSettled } = options;
  const done = createDoneUids();
  let pending: { uid: string; timer: ReturnType<typeof setTimeout> } | undefined;
  // Bumped on sign-out, so a run still in progress can no longer navigate or show a toast.
  let session = 0;

  function cancel(): void {
    if (pending) clearTimeout(pending.timer);
    pending = undefined;
  }

  function run(user: AuthFlowUser): void {
    const runSession = session;
    const isCurrent = () => runSession === session;
    done.set(user.uid, true);
    onStart?.(user.uid);
    runAuthFlow(user, {
      ...deps,
      navigate: (path) => (isCurrent() ? deps.navigate(path) : undefined),
      showToast: (toast) => (isCurrent() ? deps.showToast(toast) : undefined),
    }).then(
      (result) => onSettled?.(user.uid, result),
      (error: unknown) => {
        // Nothing was created, so a later sign-in event in this session may try again.
        console.error('The sign-in flow failed', error);
        if (isCurrent()) done.set(user.uid, false);
        onSettled?.(user.uid, null);
      },
    );
  }

  return {
    scheduleForUser(user) {
      if (done.has(user.uid) || pending?.uid === user.uid) return;
      cancel();
      const timer = setTimeout(() => {
        pending = undefined;
        // Not marked done: the flow runs on a later sign-in event, once the modal is closed.
        if (deps.isSignupModalOpen() || done.has(user.uid)) return;
        run(user);
      }, delayMs);
      pending = { uid: user.uid, timer };
    },
    cancel,
    forgetSession() {
      cancel();
      session += 1;
      done.clear();
    },
  };
}
