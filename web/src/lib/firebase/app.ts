// Lazy getters for the Firebase SDKs: each is downloaded on first need, initialised once, and
// connected to the local emulators right after initialisation in emulator mode.
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseConfig, useEmulators } from './config';

let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let firestorePromise: Promise<Firestore> | undefined;

export function getFirebaseApp(): Promise<FirebaseApp> {
  appPromise ??= import('firebase/app').then(({ initializeApp }) => initializeApp(firebaseConfig()));
  return appPromise;
}

export function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= Promise.all([getFirebaseApp(), import('firebase/auth')]).then(([app, sdk]) => {
    const auth = sdk.getAuth(app);
    if (useEmulators) {
      sdk.connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
    }
    return auth;
  });
  return authPromise;
}

export function getDb(): Promise<Firestore> {
  firestorePromise ??= Promise.all([getFirebaseApp(), import('firebase/firestore')]).then(([app, sdk]) => {
    const db = sdk.initializeFirestore(app, { ignoreUndefinedProperties: true });
    if (useEmulators) sdk.connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
    return db;
  });
  return firestorePromise;
}
