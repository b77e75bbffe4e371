// Covers reading the sign-in methods: Auth's user is reloaded first, and each method is a plain object.
import { getFirebaseAuth } from '../../../lib/firebase/app';
import { getSignInMethods, signInMethodsQueryOptions } from './get-sign-in-methods';

vi.mock('../../../lib/firebase/app', () => ({ getFirebaseAuth: vi.fn() }));

function authWith(currentUser: unknown) {
  vi.mocked(getFirebaseAuth).mockResolvedValue({ currentUser } as Awaited<ReturnType<typeof getFirebaseAuth>>);
}

it('reloads the user, then lists its providers as plain objects', async () => {
  const calls: string[] = [];
  const user = {
    providerData: [] as unknown[],
    reload: vi.fn(() => {
      calls.push('reload');
      user.providerData = [
        { providerId: 'phone', phoneNumber: '+12015550123', email: null, uid: '+12015550123', photoURL: null },
        { providerId: 'google.com', phoneNumber: null, email: 'sam@example.com', uid: 'g1', photoURL: null },
      ];
      return Promise.resolve();
    }),
  };
  authWith(user);

  await expect(getSignInMethods()).resolves.toEqual([
    { providerId: 'phone', phoneNumber: '+12015550123', email: null },
    { providerId: 'google.com', phoneNumber: null, email: 'sam@example.com' },
  ]);
  expect(calls).toEqual(['reload']);
});

it('is an empty list when nobody is signed in', async () => {
  authWith(null);
  await expect(getSignInMethods()).resolves.toEqual([]);
});

it('is keyed by the account area and the uid, with its own queryFn', () => {
  const options = signInMethodsQueryOptions('u1');
  expect(options.queryKey).toEqual(['account', 'sign-in-methods', 'u1']);
  expect(options.queryFn).toBe(getSignInMethods);
});
