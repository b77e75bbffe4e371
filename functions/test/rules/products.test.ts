// products/{id}: everyone gets a product and pages through the catalog with a limit of at most 48;
// no client writes (the Admin SDK seeds and edits the catalog).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { DEMO_CATALOG } from '../../src/dev/seed/catalog/index.js';
import type { CatalogProduct } from '../../src/shared/catalog.js';
import { ROLES, firestoreAs, rulesEnvironment } from './setup.js';

let env: RulesTestEnvironment;
const [first, second] = DEMO_CATALOG as [CatalogProduct, CatalogProduct, ...CatalogProduct[]];

beforeAll(async () => {
  env = await rulesEnvironment('products');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(fs, `products/${first.id}`), first);
    await setDoc(doc(fs, `products/${second.id}`), second);
  });
});

describe('products/{id} by role', () => {
  for (const role of ROLES) {
    const db = () => firestoreAs(env, role);
    const products = () => collection(db(), 'products');
    const byCategory = (...constraints: Parameters<typeof query>[1][]) =>
      query(products(), where('category', '==', first.category), orderBy('popularity', 'desc'), ...constraints);

    it(`${role}: get succeeds`, async () => {
      await assertSucceeds(getDoc(doc(db(), `products/${first.id}`)));
    });

    it(`${role}: a category page with a limit of 24 or 48 succeeds`, async () => {
      await assertSucceeds(getDocs(byCategory(limit(24))));
      await assertSucceeds(getDocs(byCategory(limit(48))));
    });

    it(`${role}: the most popular products and a look-up by ids succeed`, async () => {
      await assertSucceeds(getDocs(query(products(), orderBy('popularity', 'desc'), limit(24))));
      await assertSucceeds(getDocs(query(products(), where(documentId(), 'in', [first.id, second.id]), limit(30))));
    });

    it(`${role}: a list without a limit, or with a limit above 48, fails`, async () => {
      await assertFails(getDocs(products()));
      await assertFails(getDocs(byCategory()));
      await assertFails(getDocs(byCategory(limit(49))));
      await assertFails(getDocs(query(products(), limit(500))));
    });

    it(`${role}: create fails`, async () => {
      await assertFails(setDoc(doc(db(), 'products/new-product'), { ...first, id: 'new-product' }));
    });

    it(`${role}: a plausible update and an invalid one both fail`, async () => {
      await assertFails(updateDoc(doc(db(), `products/${first.id}`), { popularity: first.popularity + 1 }));
      await assertFails(updateDoc(doc(db(), `products/${first.id}`), { price: 'free' }));
    });

    it(`${role}: delete fails`, async () => {
      await assertFails(deleteDoc(doc(db(), `products/${first.id}`)));
    });
  }
});
