// The Firebase web config: from Vite env in production, a demo- project in emulator mode.
import type { FirebaseOptions } from 'firebase/app';

export const useEmulators = import.meta.env.VITE_USE_EMULATORS === 'true';

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const;

export function firebaseConfig(): FirebaseOptions {
  const env = import.meta.env;
  const config: FirebaseOptions = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    appId: env.VITE_FIREBASE_APP_ID,
  };
  if (!config.projectId || !config.apiKey) {
    throw new Error('Firebase is not configured: set the VITE_FIREBASE_* variables (see web/.env.production.example).');
  }
  // Emulator builds must never talk to a real project: demo- ids exist only on the emulators.
  if (useEmulators && !config.projectId.startsWith('demo-')) {
    throw new Error(`Emulator mode needs a demo- project id, not "${config.projectId}".`);
  }
  return config;
}
