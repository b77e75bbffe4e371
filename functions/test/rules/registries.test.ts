// registries/{uid}: only the owner reads and edits their registry, in the documented shape; nobody
// lists (public pages read a projection) or deletes, and only a function sets its public name.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
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
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { newRegistryItem, REGISTRY_DEFAULTS } from '../../src/shared/registry.js';
import { OTHER, OWNER, ROLES, firestoreAs, rulesEnvironment, type Role } from './setup.js';

let env: RulesTestEnvironment;
const CREATED = Timestamp.fromDate(new Date('2025-01-02T03:04:05Z'));
const item = (id: string) => newRegistryItem({ id, title: `Product ${id}`, brand: 'Acme' }, 1_700_000_000_000);

beforeAll(async () => {
  env = await rulesEnvironment('registries');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(fs, `registries/${OWNER}`), {
      ...newRegistry(fs),
      product: [item('p1'), item('p2')],
      createdAt: CREATED,
      updatedAt: CREATED,
    });
  });
});

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

const removeSeed = () =>
  env.withSecurityRulesDisabled(async (ctx) => {
    await deleteDoc(doc(ctx.firestore(), `registries/${OWNER}`));
  });

const allowed: Record<Role, { get: boolean; write: boolean }> = {
  'signed out': { get: false, write: false },
  owner: { get: true, write: true },
  'other user': { get: false, write: false },
  admin: { get: true, write: false },
};

describe('registries/{uid} by role', () => {
  for (const role of ROLES) {
    const check = (ok: boolean, p: Promise<unknown>) => (ok ? assertSucceeds(p) : assertFails(p));
    const db = () => firestoreAs(env, role);
    const ref = (fs: Firestore) => doc(fs, `registries/${OWNER}`);
    const verdict = (ok: boolean) => (ok ? 'succeeds' : 'fails');

    it(`${role}: get ${verdict(allowed[role].get)}`, async () => {
      await check(allowed[role].get, getDoc(ref(db())));
    });

    it(`${role}: list fails`, async () => {
      await assertFails(getDocs(collection(db(), 'registries')));
    });

    it(`${role}: creating the owner's registry ${verdict(allowed[role].write)}`, async () => {
      await removeSeed();
      const fs = db();
      await check(allowed[role].write, setDoc(ref(fs), newRegistry(fs)));
    });

    it(`${role}: the web's product and ownerName updates ${verdict(allowed[role].write)}`, async () => {
      const fs = db();
      const ok = allowed[role].write;
      await check(ok, updateDoc(ref(fs), { product: [item('p3'), item('p1')], updatedAt: serverTimestamp() }));
      await check(ok, updateDoc(ref(fs), { ownerName: 'Maya Okafor', updatedAt: serverTimestamp() }));
      await check(
        ok,
        runTransaction(fs, async (tx) => {
          tx.set(ref(fs), { product: [item('p4')], updatedAt: serverTimestamp() }, { merge: true });
          return Promise.resolve();
        }),
      );
    });

    it(`${role}: delete fails`, async () => {
      await assertFails(deleteDoc(ref(db())));
    });
  }
});

describe('registries/{uid} shape, even for the owner', () => {
  const db = () => firestoreAs(env, 'owner');
  const ref = (fs: Firestore) => doc(fs, `registries/${OWNER}`);
  const tooMany = () => Array.from({ length: 501 }, (_, i) => ({ id: `p${i}` }));

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
      newRegistry(fs, { title: 'x'.repeat(101) }),
      newRegistry(fs, { description: 'x'.repeat(1001) }),
      newRegistry(fs, { isPublic: 'yes' }),
      newRegistry(fs, { product: tooMany() }),
    ]) {
      await assertFails(setDoc(ref(fs), bad));
    }
    await assertSucceeds(setDoc(ref(fs), newRegistry(fs, { product: tooMany().slice(1) })));
  });

  it('update refuses changing uid, createdAt or UID', async () => {
    const fs = db();
    for (const change of [{ uid: OTHER }, { createdAt: serverTimestamp() }, { UID: doc(fs, `users/${OTHER}`) }]) {
      await assertFails(updateDoc(ref(fs), { ...change, updatedAt: serverTimestamp() }));
    }
  });

  it('update refuses unknown keys, oversize strings, 501 items, bad types and a stale updatedAt', async () => {
    const fs = db();
    for (const change of [
      { featured: true, updatedAt: serverTimestamp() },
      { ownerName: 'x'.repeat(81), updatedAt: serverTimestamp() },
      { title: 'x'.repeat(101), updatedAt: serverTimestamp() },
      { product: tooMany(), updatedAt: serverTimestamp() },
      { product: { p1: true }, updatedAt: serverTimestamp() },
      { isPublic: 'no', updatedAt: serverTimestamp() },
      { product: [item('p9')] },
    ]) {
      await assertFails(updateDoc(ref(fs), change));
    }
    await assertSucceeds(updateDoc(ref(fs), { ownerName: 'x'.repeat(80), updatedAt: serverTimestamp() }));
  });

  it('a set without merge that drops fields is refused', async () => {
    const fs = db();
    await assertFails(setDoc(ref(fs), { product: [], updatedAt: serverTimestamp() }));
  });
});

describe('registries/{uid} settings keys: nameSlug (function only) and revealPurchasesAt', () => {
  const ref = (fs: Firestore) => doc(fs, `registries/${OWNER}`);
  const withSlug = (nameSlug: unknown) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      await updateDoc(doc(ctx.firestore(), `registries/${OWNER}`), { nameSlug });
    });

  it("accepts the web's settings form, with a surprise date or none, on a registry without the new keys", async () => {
    const fs = firestoreAs(env, 'owner');
    const form = { title: 'Twins!', description: 'Hi', ownerName: 'Maya', isPublic: false };
    await assertSucceeds(
      updateDoc(ref(fs), { ...form, revealPurchasesAt: '2026-09-01', updatedAt: serverTimestamp() }),
    );
    await assertSucceeds(updateDoc(ref(fs), { ...form, revealPurchasesAt: null, updatedAt: serverTimestamp() }));
  });

  it('refuses a surprise date that is not YYYY-MM-DD', async () => {
    const fs = firestoreAs(env, 'owner');
    for (const revealPurchasesAt of ['2026-9-1', '01/09/2026', '2026-09-01T00:00', 'next spring', 20260901, true]) {
      await assertFails(updateDoc(ref(fs), { revealPurchasesAt, updatedAt: serverTimestamp() }));
    }
  });

  it('the owner can neither set, change, clear nor remove nameSlug', async () => {
    const fs = firestoreAs(env, 'owner');
    await assertFails(updateDoc(ref(fs), { nameSlug: 'maya', updatedAt: serverTimestamp() }));
    await withSlug('maya');
    for (const nameSlug of ['sam', null, deleteField()]) {
      await assertFails(updateDoc(ref(fs), { nameSlug, updatedAt: serverTimestamp() }));
    }
    await assertFails(setDoc(ref(fs), newRegistry(fs, { createdAt: CREATED })));
  });

  it('other owner edits keep working once the function has set nameSlug', async () => {
    await withSlug('maya');
    const fs = firestoreAs(env, 'owner');
    await assertSucceeds(updateDoc(ref(fs), { product: [item('p3')], updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(fs), { nameSlug: 'maya', title: 'Same name', updatedAt: serverTimestamp() }));
    await assertSucceeds(
      setDoc(ref(fs), { title: 'Merged', nameSlug: 'maya', updatedAt: serverTimestamp() }, { merge: true }),
    );
  });

  it('create accepts a null nameSlug and refuses a name', async () => {
    await removeSeed();
    const fs = firestoreAs(env, 'owner');
    await assertFails(setDoc(ref(fs), newRegistry(fs, { nameSlug: 'maya' })));
    await assertFails(setDoc(ref(fs), newRegistry(fs, { nameSlug: 42 })));
    await assertSucceeds(setDoc(ref(fs), newRegistry(fs, { nameSlug: null, revealPurchasesAt: null })));
  });
});

describe('registries/{uid} holds purchaser data, so visitors cannot read it in any way', () => {
  for (const role of ['signed out', 'other user'] as const) {
    it(`${role}: get, list and every query fail, even on a public registry with a name`, async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await updateDoc(doc(ctx.firestore(), `registries/${OWNER}`), { nameSlug: 'maya', isPublic: true });
      });
      const fs = firestoreAs(env, role);
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
