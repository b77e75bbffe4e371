// Shared rules-test environment: the real firestore.rules on the Firestore emulator, own project id.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const rulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

export async function rulesEnvironment(collection: string): Promise<RulesTestEnvironment> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    throw new Error('Rules tests run against the Firestore emulator: use `npm test` from the repository root.');
  const [hostname, port] = host.split(':');
  return initializeTestEnvironment({
    // One project per collection's test file, so clearFirestore() never touches the app's demo data.
    projectId: `demo-recess-rules-${collection}`,
    firestore: { rules: readFileSync(rulesPath, 'utf8'), host: hostname ?? '127.0.0.1', port: Number(port) },
  });
}

export const OWNER = 'owner-uid';
export const OTHER = 'other-uid';
export const ADMIN = 'admin-uid';

export type Role = 'signed out' | 'owner' | 'other user' | 'admin';
export const ROLES: readonly Role[] = ['signed out', 'owner', 'other user', 'admin'];

/** Emails in the test tokens, as Auth would put them there. */
export const OWNER_EMAIL = 'owner@example.com';

/** The Firestore client of one role; the modular API accepts the compat instance the library gives. */
export function firestoreAs(env: RulesTestEnvironment, role: Role): Firestore {
  const contexts = {
    'signed out': () => env.unauthenticatedContext(),
    owner: () => env.authenticatedContext(OWNER, { email: OWNER_EMAIL }),
    'other user': () => env.authenticatedContext(OTHER, { email: 'other@example.com' }),
    admin: () => env.authenticatedContext(ADMIN, { admin: true, email: 'admin@example.com' }),
  };
  return contexts[role]().firestore() as unknown as Firestore;
}
