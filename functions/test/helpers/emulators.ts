// Test helpers: real users and ID tokens from the Auth emulator, and a guard that the emulators run.
import { randomUUID } from 'node:crypto';
import { adminAuth } from '../../src/lib/admin.js';

export function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('These tests run against the Firebase emulators: use `npm test` from the repository root.');
  }
}

export interface SignedInUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Creates a user in the Auth emulator and signs in as them through its REST API. */
export async function signedInUser(claims?: Record<string, unknown>): Promise<SignedInUser> {
  requireEmulators();
  const uid = `test-${randomUUID()}`;
  const email = `${uid}@example.com`;
  await adminAuth().createUser({ uid, email, displayName: 'Test Parent' });
  if (claims) await adminAuth().setCustomUserClaims(uid, claims);
  const idToken = await signInAgain(uid);
  return { uid, email, idToken };
}

/** A fresh ID token for an existing user, as signing in (again) gives: auth_time is now. */
export async function signInAgain(uid: string): Promise<string> {
  requireEmulators();
  const customToken = await adminAuth().createCustomToken(uid);
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signInWithCustomToken failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}
