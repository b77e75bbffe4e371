// Lazy getters for the Firebase SDKs: each is downloaded on first need, initialised once, and
// connected to the local emulators right after initialisation in emulator mode.
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type * as FirestoreLite from 'firebase/firestore/lite';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseConfig, useEmulators } from './config';

let appPromise: Promise<FirebaseApp> | undefined;
let authPromise: Promise<Auth> | undefined;
let firestorePromise: Promise<Firestore> | undefined;

export interface ReadDb {
  db: FirestoreLite.Firestore;
  /** The Lite SDK's functions (doc, getDoc, query, ...), loaded with it. */
  fs: typeof FirestoreLite;
}
let readDbPromise: Promise<ReadDb> | undefined;

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

/**
 * Firestore Lite, for one-shot reads of public data: plain HTTPS requests (no listen channel), a
 * fraction of the full SDK's size, and the same code in the server render. Writes and live data use
 * getDb().
 */
export function getReadDb(): Promise<ReadDb> {
  readDbPromise ??= Promise.all([getFirebaseApp(), import('firebase/firestore/lite')]).then(([app, fs]) => {
    const db = fs.getFirestore(app);
    if (useEmulators) fs.connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
    return { db, fs: import.meta.env.SSR ? countingReads(fs) : fs };
  });
  return readDbPromise;
}

let readObserver: ((documents: number) => void) | null = null;

/** The server render counts the documents each page reads (a query's empty answer costs one read). */
export function observeReads(observer: (documents: number) => void): void {
  readObserver = observer;
}

function countingReads(fs: typeof FirestoreLite): typeof FirestoreLite {
  return {
    ...fs,
    getDoc: async (...args: Parameters<typeof fs.getDoc>) => {
      const snap = await fs.getDoc(...args);
      readObserver?.(1);
      return snap;
    },
    getDocs: async (...args: Parameters<typeof fs.getDocs>) => {
      const snap = await fs.getDocs(...args);
      readObserver?.(Math.max(1, snap.size));
      return snap;
    },
  } as typeof FirestoreLite;
}
