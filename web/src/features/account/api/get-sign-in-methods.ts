// The account's sign-in methods (phone, Google, ...) as Firebase Auth knows them, read fresh from
// Auth: a method linked on another device shows up too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFirebaseAuth } from '../../../lib/firebase/app';

export interface SignInMethod {
  providerId: string;
  phoneNumber: string | null;
  email: string | null;
}

export async function getSignInMethods(): Promise<SignInMethod[]> {
  const auth = await getFirebaseAuth();
  await auth.currentUser?.reload();
  return (auth.currentUser?.providerData ?? []).map(({ providerId, phoneNumber, email }) => ({
    providerId,
    phoneNumber,
    email,
  }));
}

/** Keyed by uid: Auth answers for whoever is signed in, and the cache is cleared on sign-out. */
export const signInMethodsQueryOptions = (uid: string) =>
  queryOptions({ queryKey: ['account', 'sign-in-methods', uid], queryFn: getSignInMethods });

export function useSignInMethods(uid: string) {
  return useQuery(signInMethodsQueryOptions(uid));
}
