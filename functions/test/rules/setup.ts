// Shared rules-test environment: the real firestore.rules on the Firestore emulator, own project id.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
