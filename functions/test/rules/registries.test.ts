// registries/{uid}: only the owner reads and edits their registry, in the documented shape; nobody
// lists (public pages read a projection) or deletes, and only a function sets its public name.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { LIMITS, newRegistryItem, REGISTRY_DEFAULTS } from '../../src/shared/registry.js';
import { ITEM_TEXT_LIMITS } from '../helpers/registry-item-limits.js';
import { describePrivateDocumentByRole } from './private-document.js';
import { OTHER, OWNER, useRulesEnv } from './setup.js';

const CREATED = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));
const item = (id: string) => newRegistryItem({ id, title: `Product ${id}`, brand: 'Acme' }, 1_700_000_000_000);
const rules = useRulesEnv('registries', (fs) => ({
  [`registries/${OWNER}`]: {
    ...newRegistry(fs),
    product: [item('p1'), item('p2')],
    createdAt: CREATED,
    updatedAt: CREATED,
  },
}));

/** A registries document as the functions write it. */
function newRegistry(fs: Firestore, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uid: OWNER,
    ...REGISTRY_DEFAULTS,
    product: [],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    UID: doc(fs, `users/${OWNER}`),
    ...overrides,
  };
}

const removeSeed = () => rules.withoutRules((fs) => deleteDoc(doc(fs, `registries/${OWNER}`)));

describePrivateDocumentByRole(rules, {
  collection: 'registries',
  created: "the owner's registry",
  newDoc: (fs) => newRegistry(fs),
  update: {
    name: "the web's product and ownerName updates",
    run: async (fs, ref, check) => {
      await check(updateDoc(ref, { product: [item('p3'), item('p1')], updatedAt: serverTimestamp() }));
      await check(updateDoc(ref, { ownerName: 'Maya Okafor', updatedAt: serverTimestamp() }));
      await check(
        runTransaction(fs, async (tx) => {
          tx.set(ref, { product: [item('p4')], updatedAt: serverTimestamp() }, { merge: true });
          return Promise.resolve();
        }),
      );
    },
  },
});

describe('registries/{uid} shape, even for the owner', () => {
  const db = () => rules.as('owner');
  const ref = (fs: Firestore) => doc(fs, `registries/${OWNER}`);
  const tooMany = () => Array.from({ length: LIMITS.registryItems + 1 }, (_, i) => ({ id: `p${i}` }));

  it('create refuses a wrong uid or UID, a past createdAt, unknown or missing keys, oversize fields', async () => {
    await removeSeed();
    const fs = db();
    const { description: _description, ...withoutDescription } = newRegistry(fs);
    for (const bad of [
      newRegistry(fs, { uid: OTHER }),
      newRegistry(fs, { UID: doc(fs, `users/${OTHER}`) }),
      newRegistry(fs, { UID: `users/${OWNER}` }),
      newRegistry(fs, { createdAt: CREATED }),
      newRegistry(fs, { updatedAt: CREATED }),
      newRegistry(fs, { featured: true }),
      withoutDescription,
      newRegistry(fs, { title: 'x'.repeat(LIMITS.registryTitle + 1) }),
      newRegistry(fs, { description: 'x'.repeat(LIMITS.registryDescription + 1) }),
      newRegistry(fs, { isPublic: 'yes' }),
      newRegistry(fs, { product: tooMany() }),
    ]) {
      await assertFails(setDoc(ref(fs), bad));
    }
    await assertSucceeds(setDoc(ref(fs), newRegistry(fs)));
  });

  it('update refuses changing uid, createdAt or UID', async () => {
    const fs = db();
    for (const change of [{ uid: OTHER }, { createdAt: serverTimestamp() }, { UID: doc(fs, `users/${OTHER}`) }]) {
      await assertFails(updateDoc(ref(fs), { ...change, updatedAt: serverTimestamp() }));
    }
  });

  it(`update refuses unknown keys, oversize strings, ${LIMITS.registryItems + 1} items, bad types and a stale updatedAt`, async () => {
    const fs = db();
    for (const change of [
      { featured: true, updatedAt: serverTimestamp() },
      { ownerName: 'x'.repeat(LIMITS.ownerName + 1), updatedAt: serverTimestamp() },
      { title: 'x'.repeat(LIMITS.registryTitle + 1), updatedAt: serverTimestamp() },
      { product: tooMany(), updatedAt: serverTimestamp() },
      { product: { p1: true }, updatedAt: serverTimestamp() },
      { isPublic: 'no', updatedAt: serverTimestamp() },
      { product: [item('p9')] },
    ]) {
      await assertFails(updateDoc(ref(fs), change));
    }
    await assertSucceeds(updateDoc(ref(fs), { ownerName: 'x'.repeat(LIMITS.ownerName), updatedAt: serverTimestamp() }));
  });

  it('a set without merge that drops fields is refused', async () => {
    const fs = db();
    await assertFails(setDoc(ref(fs), { product: [], updatedAt: serverTimestamp() }));
  });
});

describe('registries/{uid} settings keys: nameSlug (function only) and revealPurchasesAt', () => {
  const ref = (fs: Firestore) => doc(fs, `registries/${OWNER}`);
  const withSlug = (nameSlug: unknown) =>
    rules.withoutRules((fs) => updateDoc(doc(fs, `registries/${OWNER}`), { nameSlug }));

  it("accepts the web's settings form, with a surprise date or none, on a registry without the new keys", async () => {
    const fs = rules.as('owner');
    const form = { title: 'Twins!', description: 'Hi', ownerName: 'Maya', isPublic: false };
    await assertSucceeds(
      updateDoc(ref(fs), { ...form, revealPurchasesAt: '2026-09-01', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(ref(fs), { ...form, revealPurchasesAt: null, updatedAt: serverTimestamp() }));
  });

  it('refuses a surprise date that is not YYYY-MM-DD', async () => {
    const fs = rules.as('owner');
    for (const revealPurchasesAt of ['2026-9-1', '01/09/2026', '2026-09-01T00:00', 'next spring', 20260901, true]) {
      await assertFails(updateDoc(ref(fs), { revealPurchasesAt, updatedAt: serverTimestamp() }));
    }
  });

  it('the owner can neither set, change, clear nor remove nameSlug', async () => {
    const fs = rules.as('owner');
    await assertFails(updateDoc(ref(fs), { nameSlug: 'maya', updatedAt: serverTimestamp() }));
    await withSlug('maya');
    for (const nameSlug of ['sam', null, deleteField()]) {
      await assertFails(updateDoc(ref(fs), { nameSlug, updatedAt: serverTimestamp() }));
    }
    await assertFails(setDoc(ref(fs), newRegistry(fs, { createdAt: CREATED })));
  });

  it('other owner edits keep working once the function has set nameSlug', async () => {
    await withSlug('maya');
    const fs = rules.as('owner');
    await assertSucceeds(updateDoc(ref(fs), { product: [item('p3')], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(fs), { nameSlug: 'maya', title: 'Same name', updatedAt: serverTimestamp() }));
    await assertSucceeds(
      setDoc(ref(fs), { title: 'Merged', nameSlug: 'maya', updatedAt: serverTimestamp() }, { merge: true }),
    );
  });

  it('create accepts a null nameSlug and refuses a name', async () => {
    await removeSeed();
    const fs = rules.as('owner');
    await assertFails(setDoc(ref(fs), newRegistry(fs, { nameSlug: 'maya' })));
    await assertFails(setDoc(ref(fs), newRegistry(fs, { nameSlug: 42 })));
    await assertSucceeds(setDoc(ref(fs), newRegistry(fs, { nameSlug: null, revealPurchasesAt: null })));
  });
});

describe('registries/{uid} holds purchaser data, so visitors cannot read it in any way', () => {
  for (const role of ['signed out', 'other user'] as const) {
    it(`${role}: get, list and every query fail, even on a public registry with a name`, async () => {
      await rules.withoutRules((fs) => updateDoc(doc(fs, `registries/${OWNER}`), { nameSlug: 'maya', isPublic: true }));
      const fs = rules.as(role);
      const col = collection(fs, 'registries');
      await assertFails(getDoc(doc(fs, `registries/${OWNER}`)));
      for (const q of [
        col,
        query(col, where('isPublic', '==', true)),
        query(col, where('uid', '==', OWNER)),
        query(col, where('nameSlug', '==', 'maya')),
        query(col, where('ownerName', '==', REGISTRY_DEFAULTS.ownerName)),
        query(col, where('__name__', '==', doc(fs, `registries/${OWNER}`))),
        query(col, orderBy('updatedAt', 'desc'), limit(1)),
        query(collectionGroup(fs, 'registries'), where('isPublic', '==', true)),
      ]) {
        await assertFails(getDocs(q));
      }
    });
  }
});

describe('registries/{uid}.product items: every field bounded, checked on the items a write adds or changes', () => {
  const ref = (fs: Firestore) => doc(fs, `registries/${OWNER}`);
  const owner = () => rules.as('owner');
  const seeded = () => [item('p1'), item('p2')];
  const addFirst = (fs: Firestore, added: object) =>
    updateDoc(ref(fs), { product: [added, ...seeded()], updatedAt: serverTimestamp() });

  /** An item with every field at its limit (LIMITS) and every optional field set. */
  const atLimits = (id = 'full'): Record<string, unknown> => ({
    ...item(id),
    title: 't'.repeat(LIMITS.itemTitle),
    brand: 'b'.repeat(LIMITS.itemBrand),
    category: 'c'.repeat(LIMITS.itemCategory),
    subcategory: 's'.repeat(LIMITS.itemCategory),
    price: LIMITS.itemPrice,
    imageUrl: 'i'.repeat(LIMITS.itemUrl),
    externalUrl: 'e'.repeat(LIMITS.itemUrl),
    description: 'd'.repeat(LIMITS.itemDescription),
    ageRange: 'a'.repeat(LIMITS.itemAgeRange),
    retailer: 'r'.repeat(LIMITS.itemRetailer),
    purchased: true,
    email: { email: 'm'.repeat(LIMITS.email) },
    first: 'f'.repeat(LIMITS.personName),
    last: 'l'.repeat(LIMITS.personName),
    orderNumber: 'o'.repeat(LIMITS.orderNumber),
    storeName: 's'.repeat(LIMITS.storeName),
    quantity: LIMITS.itemQuantity,
    note: 'n'.repeat(LIMITS.itemNote),
    purchasedAt: 1_700_000_100_000,
    thankYouSent: true,
  });

  it("sets, changes and removes one item's age range, as the row's editor writes it (issue 27)", async () => {
    const [first, second] = seeded();
    const write = (changed: object) =>
      updateDoc(ref(owner()), { product: [changed, second], updatedAt: serverTimestamp() });
    await assertSucceeds(write({ ...first, ageRange: '0-6 months' }));
    await assertSucceeds(write({ ...first, ageRange: '6 months and up' }));
    await assertSucceeds(write({ ...first }));
    await assertFails(write({ ...first, ageRange: 'x'.repeat(LIMITS.itemAgeRange + 1) }));
    await assertFails(write({ ...first, ageRange: 6 }));
  });

  it('a ~1 MiB write (a 900 kB item title) is refused', async () => {
    await assertFails(addFirst(owner(), { ...item('huge'), title: 'x'.repeat(900_000) }));
  });

  it('accepts an item with every field at its limit, and the web adding a catalog product', async () => {
    await assertSucceeds(addFirst(owner(), atLimits()));
    await assertSucceeds(
      addFirst(
        owner(),
        newRegistryItem(
          { id: 'cat', title: 'Stroller', brand: 'Littlewalk', price: 549.99, imageUrl: '/images/p.svg' },
          Date.now(),
        ),
      ),
    );
  });

  it.each(ITEM_TEXT_LIMITS)('refuses an item whose %s is one character over its limit', async (field, max) => {
    await assertFails(addFirst(owner(), { ...atLimits(), [field]: 'x'.repeat(max + 1) }));
  });

  it('refuses out-of-range numbers, wrong types, unknown and missing keys', async () => {
    const { note: _note, ...withoutNote } = item('p9');
    for (const bad of [
      { ...item('p9'), quantity: 0 },
      { ...item('p9'), quantity: LIMITS.itemQuantity + 1 },
      { ...item('p9'), quantity: 1.5 },
      { ...item('p9'), price: -1 },
      { ...item('p9'), price: LIMITS.itemPrice + 1 },
      { ...item('p9'), id: '' },
      { ...item('p9'), email: { email: 'm'.repeat(LIMITS.email + 1) } },
      { ...item('p9'), email: { email: 'a@b.co', name: 'x' } },
      { ...item('p9'), email: 'a@b.co' },
      { ...item('p9'), purchased: 'yes' },
      { ...item('p9'), thankYouSent: 'yes' },
      { ...item('p9'), tags: ['a', 'b'] },
      withoutNote,
      'p9',
    ]) {
      await assertFails(addFirst(owner(), bad as object));
    }
  });

  it(`refuses more than ${LIMITS.itemsChangedPerWrite} new or changed items in one write`, async () => {
    // Full items cost the rules the most expressions (each optional field is checked).
    const added = (n: number) => Array.from({ length: n }, (_, i) => atLimits(`n${i}`));
    await assertFails(
      updateDoc(ref(owner()), {
        product: [...added(LIMITS.itemsChangedPerWrite + 1), ...seeded()],
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(ref(owner()), {
        product: [...added(LIMITS.itemsChangedPerWrite), ...seeded()],
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('create holds its items to the same caps', async () => {
    await removeSeed();
    const fs = owner();
    await assertFails(setDoc(ref(fs), newRegistry(fs, { product: [{ ...item('p1'), note: 'n'.repeat(900_000) }] })));
    await assertFails(setDoc(ref(fs), newRegistry(fs, { product: [{ id: 'p1' }] })));
    await assertSucceeds(setDoc(ref(fs), newRegistry(fs, { product: [item('p1')] })));
  });

  it('ticks a thank-you on a bought item, removes and reorders items, even beside an oversize stored item', async () => {
    const bought = {
      ...item('p1'),
      purchased: true,
      email: { email: 'ruth@example.com' },
      first: 'Ruth',
      last: 'O',
      storeName: 'Target',
      purchasedAt: 1,
    };
    const legacy = { ...item('old'), note: 'n'.repeat(LIMITS.itemNote * 4) };
    await rules.withoutRules((fs) =>
      updateDoc(doc(fs, `registries/${OWNER}`), { product: [bought, legacy, item('p2')] }),
    );
    const fs = owner();
    await assertSucceeds(
      updateDoc(ref(fs), {
        product: [{ ...bought, thankYouSent: true }, legacy, item('p2')],
        updatedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(ref(fs), { product: [item('p2'), { ...bought, thankYouSent: true }], updatedAt: serverTimestamp() }),
    );
    // The oversize item is gone, so it cannot come back.
    await assertFails(updateDoc(ref(fs), { product: [legacy, item('p2')], updatedAt: serverTimestamp() }));
  });

  it(`accepts ${LIMITS.registryItems} items and refuses one more, with every field of every item set`, async () => {
    // Every optional field set (what costs the rules most), with short values to stay under 1 MiB.
    const short = (id: string) => ({
      ...atLimits(id),
      title: id,
      description: 'd',
      note: 'n',
      imageUrl: 'i',
      externalUrl: 'e',
    });
    const many = Array.from({ length: LIMITS.registryItems - 1 }, (_, i) => short(`m${i}`));
    await rules.withoutRules((fs) => updateDoc(doc(fs, `registries/${OWNER}`), { product: many, nameSlug: 'maya' }));
    const fs = owner();
    const last = atLimits('last');
    await assertSucceeds(updateDoc(ref(fs), { product: [last, ...many], updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(ref(fs), { product: [item('extra'), last, ...many], updatedAt: serverTimestamp() }));
  });
});

describe('registries/{uid} after the account is deleted', () => {
  it('the old ID token cannot create the registry again', async () => {
    await removeSeed();
    await rules.withoutRules((fs) => setDoc(doc(fs, `deletedAccounts/${OWNER}`), { deletedAt: new Date() }));
    const fs = rules.as('owner');
    await assertFails(setDoc(doc(fs, `registries/${OWNER}`), newRegistry(fs)));
  });
});
