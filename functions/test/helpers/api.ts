// Helpers for /api tests: bearer headers, account creation through the API, and direct document access.
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { registryRef, userRef } from '../../src/lib/collections.js';
import { newRegistryItem, type RegistryItem } from '../../src/shared/registry.js';
import type { SignedInUser } from './emulators.js';

export const bearer = (user: Pick<SignedInUser, 'idToken'>) => ({ authorization: `Bearer ${user.idToken}` });

/** Signs the user up the way the web's authentication flow does, and expects it to work. */
export async function createAccount(app: Express, user: SignedInUser, displayName = 'Maya Okafor'): Promise<void> {
  const res = await request(app)
    .post('/api/create-user-and-registry')
    .set(bearer(user))
    .send({ uid: user.uid, email: user.email, displayName });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export function sampleItem(id: string, overrides: Partial<RegistryItem> = {}): RegistryItem {
  return {
    ...newRegistryItem({ id, title: `Product ${id}`, brand: 'Acme', price: 25 }, 1_700_000_000_000),
    ...overrides,
  };
}

/** Puts items straight into the registry, as the web does under the rules. */
export async function setRegistryItems(uid: string, items: RegistryItem[]): Promise<void> {
  await registryRef(uid).update({ product: items });
}

export async function readDocs(uid: string) {
  const [user, registry] = await Promise.all([userRef(uid).get(), registryRef(uid).get()]);
  return { user: user.exists ? user.data() : undefined, registry: registry.exists ? registry.data() : undefined };
}
