// @vitest-environment jsdom
// Covers runAuthFlow branch by branch (spec section 4) and createAuthFlow's scheduling: 1 s delay,
// once per user per session, skipped while the signup modal is open, forgotten on sign-out.
import { clearRecentEvents, recentEvents } from '../../lib/analytics/track';
import {
  AUTH_FLOW_DELAY_MS,
  AUTH_FLOW_DONE_KEY,
  createAuthFlow,
  isPreexistingAuthAccount,
  runAuthFlow,
  type AuthFlowDeps,
} from './auth-flow';

const user = { uid: 'u1', email: 'sam@example.com', displayName: 'Sam Lee' };
const STEP_TOAST = { severity: 'success' as const, title: 'Added to Registry', message: 'A step ran.' };

function makeDeps(overrides: Partial<AuthFlowDeps> = {}) {
  return {
    checkUserExists: vi.fn<AuthFlowDeps['checkUserExists']>().mockResolvedValue({ exists: true, hasRegistry: true }),
    createUserAndRegistry: vi.fn<AuthFlowDeps['createUserAndRegistry']>().mockResolvedValue({ registryId: 'u1' }),
    autoCreateRegistry: vi.fn<AuthFlowDeps['autoCreateRegistry']>().mockResolvedValue({ registryId: 'u1' }),
    // Stands in for a registered step (the registry's pending items): it toasts through the context.
    runAccountReadySteps: vi.fn<AuthFlowDeps['runAccountReadySteps']>(async ({ showToast }) => {
      await Promise.resolve();
      showToast(STEP_TOAST);
    }),
    showToast: vi.fn<AuthFlowDeps['showToast']>(),
    navigate: vi.fn<AuthFlowDeps['navigate']>(),
    getPathname: vi.fn<AuthFlowDeps['getPathname']>().mockReturnValue('/marketplace'),
    getReturnPath: vi.fn<AuthFlowDeps['getReturnPath']>().mockReturnValue(null),
    isSignupModalOpen: vi.fn<AuthFlowDeps['isSignupModalOpen']>().mockReturnValue(false),
    isExistingAuthUser: vi.fn<AuthFlowDeps['isExistingAuthUser']>().mockReturnValue(false),
    getSignupNames: vi.fn<AuthFlowDeps['getSignupNames']>().mockReturnValue(null),
    ...overrides,
  };
}

const newUser = { exists: false, hasRegistry: false };
const noRegistry = { exists: true, hasRegistry: false };

const funnelSteps = () =>
  recentEvents()
    .filter((e) => e.event === 'Funnel Step')
    .map((e) => e.properties.funnel_step);
const eventsNamed = (name: string) => recentEvents().filter((e) => e.event === name);

beforeEach(() => {
  clearRecentEvents();
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

describe('runAuthFlow: the user does not exist', () => {
  it.each(['/', '/signin', '/signin/', '/signup'])(
    'creates user and registry, then goes to /profile-completion from %s',
    async (path) => {
      const deps = makeDeps({ checkUserExists: vi.fn().mockResolvedValue(newUser), getPathname: () => path });

      const result = await runAuthFlow({ ...user, metadata: { creationTime: 'x' } }, deps);

      expect(deps.checkUserExists).toHaveBeenCalledWith('u1');
      expect(deps.createUserAndRegistry).toHaveBeenCalledWith({
        uid: 'u1',
        email: 'sam@example.com',
        displayName: 'Sam Lee',
      });
      expect(deps.autoCreateRegistry).not.toHaveBeenCalled();
      expect(deps.navigate).toHaveBeenCalledWith('/profile-completion');
      expect(result).toMatchObject({ userType: 'new', outcome: 'completed', navigatedTo: '/profile-completion' });
      expect(funnelSteps()).toEqual([8, 12, 13, 14]);
      expect(eventsNamed('Funnel Step')[0]?.properties).toMatchObject({ user_type: 'new', user_id: 'u1' });
    },
  );

  it('carries the page the visitor came from (?next=) on to /profile-completion', async () => {
    const deps = makeDeps({
      checkUserExists: vi.fn().mockResolvedValue(newUser),
      getPathname: () => '/signup',
      getReturnPath: () => '/city/new-york-city/event/story-time?from=list',
    });

    const result = await runAuthFlow(user, deps);

    const expected = '/profile-completion?next=%2Fcity%2Fnew-york-city%2Fevent%2Fstory-time%3Ffrom%3Dlist';
    expect(deps.navigate).toHaveBeenCalledWith(expected);
    expect(result.navigatedTo).toBe(expected);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/signin?next=/x'])(
    'drops a return path %j that could leave the site or loop',
    async (returnPath) => {
      const deps = makeDeps({
        checkUserExists: vi.fn().mockResolvedValue(newUser),
        getPathname: () => '/signin',
        getReturnPath: () => returnPath,
      });

      await runAuthFlow(user, deps);

      expect(deps.navigate).toHaveBeenCalledWith('/profile-completion');
    },
  );

  it('stays on other pages such as /marketplace', async () => {
    const deps = makeDeps({ checkUserExists: vi.fn().mockResolvedValue(newUser) });

    const result = await runAuthFlow(user, deps);

    expect(deps.createUserAndRegistry).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(result.navigatedTo).toBeUndefined();
  });

  it('creates the account with the names given at sign-up, and stays on the page', async () => {
    const deps = makeDeps({
      checkUserExists: vi.fn().mockResolvedValue(newUser),
      getSignupNames: vi.fn().mockReturnValue({ first: 'Mary Ann', last: 'Smith' }),
    });

    const result = await runAuthFlow({ ...user, displayName: null }, deps);

    expect(deps.getSignupNames).toHaveBeenCalledWith('u1');
    expect(deps.createUserAndRegistry).toHaveBeenCalledWith({
      uid: 'u1',
      email: 'sam@example.com',
      displayName: 'Mary Ann Smith',
      first: 'Mary Ann',
      last: 'Smith',
    });
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(result.navigatedTo).toBeUndefined();
  });

  it.each([null, '', '  '])(
    'asks for the name on /profile-completion from any page when none is known (display name %j)',
    async (displayName) => {
      const deps = makeDeps({ checkUserExists: vi.fn().mockResolvedValue(newUser) });

      const result = await runAuthFlow({ ...user, displayName }, deps);

      expect(deps.createUserAndRegistry).toHaveBeenCalledWith({
        uid: 'u1',
        email: 'sam@example.com',
        displayName: null,
      });
      // And back to /marketplace, where they signed up (the signup modal), after it.
      expect(deps.navigate).toHaveBeenCalledWith('/profile-completion?next=%2Fmarketplace');
      expect(result.navigatedTo).toBe('/profile-completion?next=%2Fmarketplace');
    },
  );

  it('reports social_app_existing when the Auth account predates this sign-in', async () => {
    const deps = makeDeps({ checkUserExists: vi.fn().mockResolvedValue(newUser), isExistingAuthUser: () => true });

    const result = await runAuthFlow(user, deps);

    expect(result.userType).toBe('social_app_existing');
    expect(deps.createUserAndRegistry).toHaveBeenCalledTimes(1);
    expect(eventsNamed('Funnel Step')[0]?.properties).toMatchObject({
      funnel_step: 8,
      user_type: 'social_app_existing',
    });
  });

  it('stops after a creation failure: analytics event, no navigation, no later steps, no toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = makeDeps({
      checkUserExists: vi.fn().mockResolvedValue(newUser),
      createUserAndRegistry: vi.fn().mockRejectedValue(new Error('Server down')),
      getPathname: () => '/',
    });

    const result = await runAuthFlow(user, deps);

    expect(result).toEqual({ userType: 'new', outcome: 'stopped' });
    expect(eventsNamed('User Document Creation Failed')).toEqual([
      expect.objectContaining({ properties: { user_id: 'u1', user_type: 'new', error_message: 'Server down' } }),
    ]);
    expect(funnelSteps()).toEqual([8]);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.runAccountReadySteps).not.toHaveBeenCalled();
    expect(deps.showToast).not.toHaveBeenCalled();
  });
});

describe('runAuthFlow: the user exists', () => {
  it('auto-creates a missing registry for a returning user', async () => {
    const deps = makeDeps({ checkUserExists: vi.fn().mockResolvedValue(noRegistry), getPathname: () => '/' });

    const result = await runAuthFlow(user, deps);

    expect(deps.autoCreateRegistry).toHaveBeenCalledTimes(1);
    expect(deps.createUserAndRegistry).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(result).toMatchObject({ userType: 'returning', outcome: 'completed' });
    expect(funnelSteps()).toEqual([8, 13, 14]);
  });

  it('stops when auto-creating the registry fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = makeDeps({
      checkUserExists: vi.fn().mockResolvedValue(noRegistry),
      autoCreateRegistry: vi.fn().mockRejectedValue(new Error('Quota')),
    });

    const result = await runAuthFlow(user, deps);

    expect(result.outcome).toBe('stopped');
    expect(eventsNamed('Registry Creation Failed')[0]?.properties).toMatchObject({ error_message: 'Quota' });
    expect(deps.runAccountReadySteps).not.toHaveBeenCalled();
    expect(funnelSteps()).toEqual([8]);
  });

  it('logs the registry first visit (step 15) for a returning user on a /registry page', async () => {
    const deps = makeDeps({ getPathname: () => '/registry/u1' });

    const result = await runAuthFlow(user, deps);

    expect(result.userType).toBe('returning');
    expect(funnelSteps()).toEqual([8, 15, 14]);
    expect(deps.createUserAndRegistry).not.toHaveBeenCalled();
    expect(deps.autoCreateRegistry).not.toHaveBeenCalled();
  });

  it('does not log step 15 elsewhere', async () => {
    await runAuthFlow(user, makeDeps({ getPathname: () => '/registry-products' }));

    expect(funnelSteps()).toEqual([8, 14]);
  });

  it('rejects when the existence check fails, before any other step', async () => {
    const deps = makeDeps({ checkUserExists: vi.fn().mockRejectedValue(new Error('offline')) });

    await expect(runAuthFlow(user, deps)).rejects.toThrow('offline');
    expect(funnelSteps()).toEqual([]);
    expect(deps.runAccountReadySteps).not.toHaveBeenCalled();
  });
});

describe('runAuthFlow: the steps other areas registered', () => {
  it('runs them with the uid once the account exists, then completes onboarding', async () => {
    const deps = makeDeps();

    const result = await runAuthFlow(user, deps);

    expect(deps.runAccountReadySteps).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }));
    expect(deps.showToast).toHaveBeenCalledWith(STEP_TOAST);
    expect(result).toMatchObject({ outcome: 'completed' });
    expect(funnelSteps()).toEqual([8, 14]);
  });
});

describe('isPreexistingAuthAccount', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');

  it('is true only for an account made more than 5 minutes ago', () => {
    const at = (iso: string) => ({ ...user, metadata: { creationTime: iso } });
    expect(isPreexistingAuthAccount(at('Sun, 01 Mar 2026 09:54:59 GMT'), now)).toBe(true);
    expect(isPreexistingAuthAccount(at('Sun, 01 Mar 2026 09:56:00 GMT'), now)).toBe(false);
    expect(isPreexistingAuthAccount(user, now)).toBe(false);
    expect(isPreexistingAuthAccount(at('not a date'), now)).toBe(false);
  });
});

describe('createAuthFlow scheduling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs 1 second after sign-in, not before', async () => {
    const deps = makeDeps();
    createAuthFlow(deps).scheduleForUser(user);

    expect(AUTH_FLOW_DELAY_MS).toBe(1000);
    await vi.advanceTimersByTimeAsync(999);
    expect(deps.checkUserExists).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.checkUserExists).toHaveBeenCalledWith('u1');
  });

  it('runs once per user per session, remembered in session storage', async () => {
    const deps = makeDeps();
    const flow = createAuthFlow(deps);

    flow.scheduleForUser(user);
    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);
    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.checkUserExists).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(AUTH_FLOW_DONE_KEY) ?? '[]')).toEqual(['u1']);

    // A new page load in the same tab (a new flow) still knows.
    createAuthFlow(deps).scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.checkUserExists).toHaveBeenCalledTimes(1);
  });

  it('skips while the signup modal is open, without marking the user done', async () => {
    const deps = makeDeps({ isSignupModalOpen: vi.fn().mockReturnValue(true) });
    const flow = createAuthFlow(deps);

    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.isSignupModalOpen).toHaveBeenCalled();
    expect(deps.checkUserExists).not.toHaveBeenCalled();

    vi.mocked(deps.isSignupModalOpen).mockReturnValue(false);
    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.checkUserExists).toHaveBeenCalledTimes(1);
  });

  it('runs again after forgetSession (sign-out)', async () => {
    const deps = makeDeps();
    const flow = createAuthFlow(deps);
    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);

    flow.forgetSession();
    expect(sessionStorage.getItem(AUTH_FLOW_DONE_KEY)).toBeNull();
    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);

    expect(deps.checkUserExists).toHaveBeenCalledTimes(2);
  });

  it('cancel() and forgetSession() stop a run that has not started yet', async () => {
    const deps = makeDeps();
    const flow = createAuthFlow(deps);

    flow.scheduleForUser(user);
    flow.cancel();
    flow.scheduleForUser({ ...user, uid: 'u2' });
    flow.forgetSession();
    await vi.advanceTimersByTimeAsync(2000);

    expect(deps.checkUserExists).not.toHaveBeenCalled();
  });

  it('after a failed existence check, lets a later sign-in event try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = makeDeps({
      checkUserExists: vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ exists: true, hasRegistry: true }),
    });
    const onSettled = vi.fn();
    const flow = createAuthFlow(deps, { onSettled });

    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);
    expect(onSettled).toHaveBeenLastCalledWith('u1', null);

    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.checkUserExists).toHaveBeenCalledTimes(2);
    expect(onSettled).toHaveBeenLastCalledWith('u1', expect.objectContaining({ outcome: 'completed' }));
  });

  it('does not navigate or toast for a run that finishes after sign-out', async () => {
    let finishCheck: (value: { exists: boolean; hasRegistry: boolean }) => void = () => {};
    const deps = makeDeps({
      checkUserExists: vi.fn(
        () => new Promise<{ exists: boolean; hasRegistry: boolean }>((resolve) => (finishCheck = resolve)),
      ),
      getPathname: () => '/',
    });
    const flow = createAuthFlow(deps);
    flow.scheduleForUser(user);
    await vi.advanceTimersByTimeAsync(1000);

    flow.forgetSession();
    finishCheck(newUser);
    await vi.runAllTimersAsync();

    expect(deps.createUserAndRegistry).toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.showToast).not.toHaveBeenCalled();
  });
});
