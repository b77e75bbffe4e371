// products/{id}: everyone gets a product and pages through the catalog with a limit of at most 48;
// no client writes (the Admin SDK seeds and edits the catalog).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, documentId, getDoc, limit, orderBy, setDoc, updateDoc, where } from 'firebase/firestore';
import type { QueryConstraint } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { DEMO_CATALOG } from '../../src/dev/seed/catalog/index.js';
import type { CatalogProduct } from '../../src/shared/catalog.js';
import { ROLES, list, useRulesEnv } from './setup.js';

// The cap on a catalog list lives only in firestore.rules (products/{id}); no shared constant names it.
const MAX_LIST = 48;
const [first, second] = DEMO_CATALOG as [CatalogProduct, CatalogProduct, ...CatalogProduct[]];
const rules = useRulesEnv('products', () => ({ [`products/${first.id}`]: first, [`products/${second.id}`]: second }));

describe('products/{id} by role', () => {
  for (const role of ROLES) {
    const db = () => rules.as(role);
    const products = (...constraints: QueryConstraint[]) => list(db(), 'products', ...constraints);
    const byCategory = (...constraints: QueryConstraint[]) =>
      products(where('category', '==', first.category), orderBy('popularity', 'desc'), ...constraints);

    it(`${role}: get succeeds`, async () => {
      await assertSucceeds(getDoc(doc(db(), `products/${first.id}`)));
    });

    it(`${role}: a category page with a limit of 24 or ${MAX_LIST} succeeds`, async () => {
      await assertSucceeds(byCategory(limit(24)));
      await assertSucceeds(byCategory(limit(MAX_LIST)));
    });

    it(`${role}: the most popular products and a look-up by ids succeed`, async () => {
      await assertSucceeds(products(orderBy('popularity', 'desc'), limit(24)));
      await assertSucceeds(products(where(documentId(), 'in', [first.id, second.id]), limit(30)));
    });

    it(`${role}: a list without a limit, or with a limit above ${MAX_LIST}, fails`, async () => {
      await assertFails(products());
      await assertFails(byCategory());
      await assertFails(byCategory(limit(MAX_LIST + 1)));
      await assertFails(products(limit(500)));
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
