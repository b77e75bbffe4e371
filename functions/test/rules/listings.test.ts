// listings/{id}: anyone reads an active, reserved or sold listing (lists filtered on those statuses,
// limit 48); the seller reads their own in any status (their list filtered on sellerId, their public
// id, which their sellerAccounts/{uid} holds; limit 100); admins read all; no client writes, not even
// the seller's (publishing must pass screening).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, limit, orderBy, setDoc, updateDoc, where } from 'firebase/firestore';
import type { QueryConstraint } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PUBLIC_LISTING_STATUSES, type ListingStatus } from '../../src/shared/marketplace.js';
import { PARTIES, SELLER, SELLER_ID, SEEDED_AT, asParty, only } from './marketplace-roles.js';
import { expectRule, list, useRulesEnv, verdict } from './setup.js';

// The caps on listing lists live only in firestore.rules (listings/{id}).
const PUBLIC_MAX = 48;
const OWN_MAX = 100;
const ANOTHER_SELLER_ID = 'another-seller-public-id';

const listing = (status: ListingStatus, sellerId = SELLER_ID) => ({
  sellerId,
  status,
  title: 'Graco Pack n Play',
  category: 'nursery',
  brandSlug: 'graco',
  productId: 'graco-pack-n-play',
  priceCents: 6000,
  publishedAt: status === 'draft' ? null : SEEDED_AT,
  updatedAt: SEEDED_AT,
});
const rules = useRulesEnv('listings', () => ({
  'listings/active': listing('active'),
  'listings/reserved': listing('reserved'),
  'listings/sold': listing('sold'),
  'listings/draft': listing('draft'),
  'listings/removed': listing('removed'),
  'listings/another-draft': listing('draft', ANOTHER_SELLER_ID),
  [`sellerAccounts/${SELLER}`]: { uid: SELLER, sellerId: SELLER_ID },
}));

describe('listings/{id} by party (seller = the seller of every seeded listing but another-draft)', () => {
  for (const party of PARTIES) {
    const db = () => asParty(rules, party);
    const listings = (...constraints: QueryConstraint[]) => list(db(), 'listings', ...constraints);
    const readsOwn = only(['seller', 'admin'])(party);
    const isAdmin = party === 'admin';

    it(`${party}: gets active, reserved and sold listings`, async () => {
      for (const id of ['active', 'reserved', 'sold']) await assertSucceeds(getDoc(doc(db(), `listings/${id}`)));
    });

    it(`${party}: get of the seller's draft and removed listing ${verdict(readsOwn)}`, async () => {
      await expectRule(readsOwn, getDoc(doc(db(), 'listings/draft')));
      await expectRule(readsOwn, getDoc(doc(db(), 'listings/removed')));
    });

    it(`${party}: get of another seller's draft ${verdict(isAdmin)}`, async () => {
      await expectRule(isAdmin, getDoc(doc(db(), 'listings/another-draft')));
    });

    it(`${party}: public lists filtered on public statuses, up to ${PUBLIC_MAX}, succeed`, async () => {
      const newest = orderBy('publishedAt', 'desc');
      await assertSucceeds(listings(where('status', 'in', PUBLIC_LISTING_STATUSES), newest, limit(24)));
      await assertSucceeds(
        listings(where('status', '==', 'active'), where('category', '==', 'nursery'), newest, limit(PUBLIC_MAX)),
      );
      await assertSucceeds(
        listings(where('status', '==', 'active'), where('brandSlug', '==', 'graco'), newest, limit(24)),
      );
      await assertSucceeds(
        listings(where('status', '==', 'active'), where('productId', '==', 'graco-pack-n-play'), limit(24)),
      );
      await assertSucceeds(listings(where('status', '==', 'sold'), limit(10)));
    });

    it(`${party}: a public list with a limit of ${PUBLIC_MAX + 1} ${verdict(isAdmin)}, without a limit fails`, async () => {
      await expectRule(isAdmin, listings(where('status', '==', 'active'), limit(PUBLIC_MAX + 1)));
      await assertFails(listings(where('status', '==', 'active')));
    });

    it(`${party}: a list without a status filter, or with draft in it, ${verdict(isAdmin)}`, async () => {
      await expectRule(isAdmin, listings(limit(24)));
      await expectRule(isAdmin, listings(where('status', 'in', ['active', 'draft']), limit(24)));
      await expectRule(isAdmin, listings(where('status', '==', 'removed'), limit(24)));
    });

    it(`${party}: listing the seller's own listings (sellerId filter, up to ${OWN_MAX}) ${verdict(readsOwn)}`, async () => {
      const own = (...constraints: QueryConstraint[]) =>
        listings(where('sellerId', '==', SELLER_ID), orderBy('updatedAt', 'desc'), ...constraints);
      await expectRule(readsOwn, own(limit(OWN_MAX)));
      await assertFails(own(limit(OWN_MAX + 1)));
      await assertFails(own());
    });

    it(`${party}: listing another seller's listings without a status filter ${verdict(isAdmin)}`, async () => {
      await expectRule(isAdmin, listings(where('sellerId', '==', ANOTHER_SELLER_ID), limit(24)));
      await assertSucceeds(
        listings(where('sellerId', '==', ANOTHER_SELLER_ID), where('status', '==', 'active'), limit(24)),
      );
    });

    it(`${party}: a seller's uid finds nothing and opens nothing (listings name the public id only)`, async () => {
      // What a registry (keyed by uid) gives away cannot be turned into the seller's listings.
      await expectRule(isAdmin, listings(where('sellerUid', '==', SELLER), limit(24)));
      const byUid = await listings(where('sellerUid', '==', SELLER), where('status', '==', 'active'), limit(24));
      if (!byUid.empty) throw new Error('a listing was found by its seller uid');
    });

    it(`${party}: create, update (valid or not) and delete fail`, async () => {
      await assertFails(setDoc(doc(db(), 'listings/new'), listing('draft')));
      await assertFails(setDoc(doc(db(), 'listings/new-active'), listing('active')));
      await assertFails(updateDoc(doc(db(), 'listings/draft'), { status: 'active', publishedAt: new Date() }));
      await assertFails(updateDoc(doc(db(), 'listings/active'), { title: 'A better title' }));
      await assertFails(updateDoc(doc(db(), 'listings/active'), { priceCents: -5 }));
      await assertFails(updateDoc(doc(db(), 'listings/active'), { sellerId: 'someone-else' }));
      await assertFails(deleteDoc(doc(db(), 'listings/draft')));
      await assertFails(deleteDoc(doc(db(), 'listings/sold')));
    });
  }
});
