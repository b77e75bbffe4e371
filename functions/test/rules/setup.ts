// Shared rules-test environment: the real firestore.rules on the Firestore emulator, one project per
// test file, the four roles every file checks, and the hooks that clear and seed before each test.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  doc,
  getDocs,
  query,
  writeBatch,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const rulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

function emulatorHost(): [string, number] {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host)
    throw new Error('Rules tests run against the Firestore emulator: use `npm test` from the repository root.');
  const [hostname, port] = host.split(':');
  return [hostname ?? '127.0.0.1', Number(port)];
}

// One project per test file, so clearFirestore() never touches the app's demo data.
const rulesProject = (project: string) => `demo-recess-rules-${project}`;

async function rulesEnvironment(project: string): Promise<RulesTestEnvironment> {
  const [host, port] = emulatorHost();
  return initializeTestEnvironment({
    projectId: rulesProject(project),
    firestore: { rules: readFileSync(rulesPath, 'utf8'), host, port },
  });
}

export const OWNER = 'owner-uid';
export const OTHER = 'other-uid';
export const ADMIN = 'admin-uid';

export type Role = 'signed out' | 'owner' | 'other user' | 'admin';
export const ROLES: readonly Role[] = ['signed out', 'owner', 'other user', 'admin'];

/** Email and phone number in the owner's test token, as Auth would put them there. */
export const OWNER_EMAIL = 'owner@example.com';
export const OWNER_PHONE = '+12125550142';

/** The Firestore client of one role; the modular API accepts the compat instance the library gives. */
function firestoreAs(env: RulesTestEnvironment, role: Role): Firestore {
  const contexts = {
    'signed out': () => env.unauthenticatedContext(),
    owner: () => env.authenticatedContext(OWNER, { email: OWNER_EMAIL, phone_number: OWNER_PHONE }),
    'other user': () => env.authenticatedContext(OTHER, { email: 'other@example.com' }),
    admin: () => env.authenticatedContext(ADMIN, { admin: true, email: 'admin@example.com' }),
  };
  return contexts[role]().firestore() as unknown as Firestore;
}

/** The documents a test file starts every test with, by path; `fs` has the rules disabled. */
export type Seed = (fs: Firestore) => Record<string, DocumentData>;

export interface RulesEnv {
  /** The Firestore client of one role, for use inside a test. */
  as(role: Role): Firestore;
  /** The Firestore client of any signed-in uid and token claims, for tests with more parties than ROLES. */
  asUser(uid: string, claims?: Record<string, unknown>): Firestore;
  /** Writes with the rules disabled, as a function would: removing a seed, setting function-only keys. */
  withoutRules(write: (fs: Firestore) => Promise<unknown>): Promise<void>;
}

/**
 * Registers a rules test file's hooks: its own test environment before all tests, clearFirestore()
 * and the seed (written with withSecurityRulesDisabled) before each test, cleanup after all tests.
 */
export function useRulesEnv(project: string, seed: Seed = () => ({})): RulesEnv {
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules environment is used outside a test.');
    return env;
  };
  // The rules-disabled client, as withSecurityRulesDisabled makes one ('owner' is the emulator's
  // token for it), kept for the file instead of made and dropped at every seed.
  let bypass: { app: FirebaseApp; fs: Firestore } | undefined;
  const withoutRules = async (write: (fs: Firestore) => Promise<unknown>) => {
    current();
    if (!bypass) {
      const app = initializeApp({ projectId: rulesProject(project) }, `rules-bypass-${project}`);
      const fs = getFirestore(app);
      const [host, port] = emulatorHost();
      connectFirestoreEmulator(fs, host, port, { mockUserToken: 'owner' });
      bypass = { app, fs };
    }
    await write(bypass.fs);
  };

  // One client per role for the whole file: a new client per use costs a connection each time.
  const clients = new Map<Role, Firestore>();

  beforeAll(async () => {
    env = await rulesEnvironment(project);
  });
  afterAll(async () => {
    clients.clear();
    if (bypass) await deleteApp(bypass.app);
    bypass = undefined;
    await env?.cleanup();
  });
  beforeEach(async () => {
    await current().clearFirestore();
    await withoutRules(async (fs) => {
      const docs = Object.entries(seed(fs));
      if (docs.length === 0) return;
      const batch = writeBatch(fs);
      for (const [path, data] of docs) batch.set(doc(fs, path), data);
      await batch.commit();
    });
  });

  return {
    as: (role) => {
      const known = clients.get(role);
      if (known) return known;
      const fs = firestoreAs(current(), role);
      clients.set(role, fs);
      return fs;
    },
    asUser: (uid, claims) => current().authenticatedContext(uid, claims).firestore() as unknown as Firestore,
    withoutRules,
  };
}

/** Asserts that an operation succeeds where it is allowed and fails where it is not. */
export function expectRule(allowed: boolean, operation: Promise<unknown>): Promise<unknown> {
  return allowed ? assertSucceeds(operation) : assertFails(operation);
}

/** How a test name says what expectRule() checks. */
export const verdict = (allowed: boolean): string => (allowed ? 'succeeds' : 'fails');

/** A list, as a client runs one: a query on a collection, with or without constraints. */
export function list(fs: Firestore, path: string, ...constraints: QueryConstraint[]): Promise<QuerySnapshot> {
  return getDocs(query(collection(fs, path), ...constraints));
}
