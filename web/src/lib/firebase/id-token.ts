// The signed-in user's ID token for calls to /api (spec section 4: null when nobody is signed in).
import { getFirebaseAuth } from './app';

/** A fresh ID token for the signed-in user, or null when nobody is signed in or it fails. */
export async function getFreshIdToken(): Promise<string | null> {
  try {
    const auth = await getFirebaseAuth();
    await auth.authStateReady();
    return auth.currentUser ? await auth.currentUser.getIdToken() : null;
  } catch (error) {
    console.error('Could not get an ID token', error);
    return null;
  }
}
