// The whole screening: recall matches, car seat expiry, crash and labels, crib age, prohibited words.
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../../dev/seed/catalog/index.js';
import { DELIBERATE_RECALL_PRODUCTS, DEMO_RECALLS } from '../../dev/seed/marketplace/recalls.js';
import { DEFAULT_CAR_SEAT_LIFETIME_YEARS } from '../../shared/marketplace.js';
import { carSeatLifetimeYears, prohibitedItem } from '../../shared/marketplace-safety.js';
import { CAR_SEAT_ELSEWHERE_MESSAGE, carSeatExpiresAt, screenAgainst } from './screen.js';
import { carSeat, sampleListing, sampleRecall } from './test-listing.js';

const NOW = Date.UTC(2026, 10, 25, 12); // 25 Nov 2026
const recall = sampleRecall();
const reason = (id: string) => prohibitedItem(id)?.reason;

describe('screenAgainst', () => {
  it('clears an ordinary listing and says how many recalls it was checked against, and when', () => {
    expect(screenAgainst(sampleListing(), [recall, sampleRecall({ id: 'b' })], NOW)).toEqual({
      status: 'clear',
      recallsChecked: 2,
      checkedAt: NOW,
      reason: null,
      recallId: null,
    });
  });

  it('blocks a recalled model with the hazard and remedy', () => {
    const listing = carSeat({ title: 'Anchorline Skylark 35', model: 'Skylark 35', manufactureDate: '2021-03' });
    const screening = screenAgainst(listing, [recall], NOW);
    expect(screening).toMatchObject({ status: 'blocked', recallId: recall.id, recallsChecked: 1 });
    expect(screening.reason).toContain('Recalled: Anchorline Skylark 35 Infant Car Seat');
    expect(screening.reason).toContain(recall.hazard);
    expect(screening.reason).toContain(`Remedy: ${recall.remedy}`);
  });

  it('holds a near match for review, unless an admin cleared that recall for this listing', () => {
    const listing = carSeat({ title: 'Anchorline Skylark 35', model: 'Skylark 35', manufactureDate: '2021-11' });
    const held = screenAgainst(listing, [recall], NOW);
    expect(held).toMatchObject({ status: 'review', recallId: recall.id });
    expect(held.reason).toMatch(/^Held for a safety review/);
    expect(screenAgainst(listing, [recall], NOW, { clearedRecallIds: [recall.id] }).status).toBe('clear');
  });

  it('blocks rather than holds when a near match comes with a prohibited item', () => {
    const listing = carSeat({ model: 'Skylark 35', manufactureDate: '2021-11', carSeatInCrash: true });
    expect(screenAgainst(listing, [recall], NOW)).toMatchObject({ status: 'blocked', recallId: null });
  });

  it('blocks a car seat on the first day of its expiry month and not the day before', () => {
    const years = carSeatLifetimeYears('Anchorline');
    const made = `${new Date(NOW).getUTCFullYear() - years}-11`;
    const expiresAt = carSeatExpiresAt(made, 'Anchorline');
    expect(expiresAt).toBe(Date.UTC(2026, 10, 1));
    const seat = carSeat({ manufactureDate: made });
    const blocked = screenAgainst(seat, [], expiresAt as number);
    expect(blocked.status).toBe('blocked');
    expect(blocked.reason).toContain(
      `Anchorline seats last ${years} years from manufacture, so this one expired in 2026-11.`,
    );
    expect(screenAgainst(seat, [], (expiresAt as number) - 1).status).toBe('clear');
  });

  it('uses the default lifetime for a brand that states none, with normalised brand names', () => {
    expect(carSeatLifetimeYears('Unheard Of Seats')).toBe(DEFAULT_CAR_SEAT_LIFETIME_YEARS);
    expect(carSeatLifetimeYears('  LATCH-WELL ')).toBe(carSeatLifetimeYears('Latchwell'));
    const made = `${2026 - DEFAULT_CAR_SEAT_LIFETIME_YEARS}-10`;
    const screening = screenAgainst(carSeat({ brand: 'Unheard Of Seats', manufactureDate: made }), [], NOW);
    expect(screening.reason).toContain(`Unheard Of Seats seats last ${DEFAULT_CAR_SEAT_LIFETIME_YEARS} years`);
  });

  it('blocks a car seat in a crash or without its labels, with their reasons', () => {
    expect(screenAgainst(carSeat({ carSeatInCrash: true }), [], NOW)).toMatchObject({
      status: 'blocked',
      reason: reason('car-seat-in-crash'),
    });
    expect(screenAgainst(carSeat({ carSeatHasLabel: false }), [], NOW)).toMatchObject({
      status: 'blocked',
      reason: reason('car-seat-without-label'),
    });
    expect(screenAgainst(carSeat(), [], NOW).status).toBe('clear');
  });

  it('does not expire car seat accessories', () => {
    const bag = carSeat({ subcategory: 'accessories', title: 'Car seat travel bag', manufactureDate: null });
    expect(screenAgainst(bag, [], NOW).status).toBe('clear');
  });

  it('blocks a crib made before the July 2011 standard', () => {
    const crib = sampleListing({ title: 'Sleigh crib', category: 'nursery', subcategory: 'crib' });
    expect(screenAgainst({ ...crib, manufactureDate: '2011-06' }, [], NOW).reason).toBe(reason('pre-standard-crib'));
    expect(screenAgainst({ ...crib, manufactureDate: '2011-07' }, [], NOW).status).toBe('clear');
  });

  it('blocks prohibited items with their reason', () => {
    const bumper = sampleListing({ title: 'Crib bumper set', category: 'nursery' });
    expect(screenAgainst(bumper, [], NOW)).toMatchObject({ status: 'blocked', reason: reason('crib-bumper') });
  });

  it('blocks the demo catalog products the demo recalls name on purpose, inside their range', () => {
    for (const [productId, recallId] of Object.entries(DELIBERATE_RECALL_PRODUCTS)) {
      const product = DEMO_CATALOG.find((p) => p.id === productId);
      const r = DEMO_RECALLS.find((x) => x.id === recallId);
      if (!product || !r) throw new Error(`demo data lost ${productId} or ${recallId}`);
      const listing = sampleListing({ ...product, model: '', manufactureDate: r.manufacturedFrom });
      expect(screenAgainst(listing, DEMO_RECALLS, NOW)).toMatchObject({ status: 'blocked', recallId });
    }
  });

  it('clears every other demo catalog product, new and recently made, against the demo recalls', () => {
    for (const product of DEMO_CATALOG) {
      if (product.id in DELIBERATE_RECALL_PRODUCTS) continue;
      const listing = carSeat({ ...product, model: '', condition: 'new-with-tags', manufactureDate: '2025-06' });
      expect([product.id, screenAgainst(listing, DEMO_RECALLS, NOW).reason]).toEqual([product.id, null]);
    }
  });
});

describe('screening the seller cannot talk past (issue 23 #13)', () => {
  const skylark = {
    title: 'Skylark 35 Infant Car Seat',
    brand: 'Anchorline',
    category: 'car-seats',
    subcategory: 'infant',
  };

  it('holds the recalled model under a brand one letter off, and blocks it when the title spells the brand', () => {
    for (const brand of ['Anchorlin', 'Ancohrline', 'Anchorlinne']) {
      const listing = carSeat({
        brand,
        title: 'Skylark 35 infant seat',
        model: 'Skylark 35',
        manufactureDate: '2021-03',
      });
      expect(screenAgainst(listing, [recall], NOW), brand).toMatchObject({ status: 'review', recallId: recall.id });
    }
    const typedOther = carSeat({
      brand: 'Generic',
      title: 'ANCHOR-LINE Skylark35',
      model: '',
      manufactureDate: '2021-03',
    });
    expect(screenAgainst(typedOther, [recall], NOW)).toMatchObject({ status: 'blocked', recallId: recall.id });
    // Short brands are not compared loosely: one letter off is another brand.
    const short = sampleRecall({ brand: 'Joovy', modelNames: ['Zoom'], modelNumbers: [] });
    expect(
      screenAgainst(carSeat({ brand: 'Jovy', title: 'Zoom seat', model: 'Zoom' }), [short], NOW).recallId,
    ).toBeNull();
  });

  it('matches on the catalog product, whatever brand, model and date the seller typed', () => {
    const disguised = carSeat({
      brand: 'Harbor Baby',
      title: 'Infant car seat',
      model: 'HB-1',
      manufactureDate: '2021-04',
    });
    expect(screenAgainst(disguised, [recall], NOW).status).toBe('clear');
    expect(screenAgainst(disguised, [recall], NOW, { catalogProduct: skylark })).toMatchObject({
      status: 'blocked',
      recallId: recall.id,
    });
    // A date far outside the recall's range does not clear the recalled product: an admin checks the label.
    const outside = { ...disguised, manufactureDate: '2024-04' };
    expect(screenAgainst(outside, [recall], NOW).status).toBe('clear');
    expect(screenAgainst(outside, [recall], NOW, { catalogProduct: skylark })).toMatchObject({
      status: 'review',
      recallId: recall.id,
    });
    // Another catalog product of the brand is not held.
    const other = { ...skylark, title: 'Harbor Convertible Car Seat' };
    expect(screenAgainst(outside, [recall], NOW, { catalogProduct: other }).status).toBe('clear');
  });

  it('treats a car seat listed in another category as a car seat, by its name or its catalog product', () => {
    const travel = sampleListing({ category: 'travel', subcategory: 'carriers', manufactureDate: '2012-05' });
    for (const title of ['2012 Infant Car Seat', 'Evenflo carseat, great for travel', 'Car seats x2']) {
      expect(screenAgainst({ ...travel, title }, [], NOW), title).toMatchObject({
        status: 'blocked',
        reason: CAR_SEAT_ELSEWHERE_MESSAGE,
      });
    }
    const byProduct = screenAgainst({ ...travel, title: 'Travel carrier' }, [], NOW, { catalogProduct: skylark });
    expect(byProduct).toMatchObject({ status: 'blocked', reason: CAR_SEAT_ELSEWHERE_MESSAGE });
    // Things for a car seat are not car seats.
    for (const title of [
      'Car seat cover, washable',
      'Mirror for car seat',
      'Car seat stroller frame',
      'Travel carrier',
    ]) {
      expect(screenAgainst({ ...travel, title }, [], NOW).status, title).toBe('clear');
    }
    // In Car seats the usual checks apply: made in 2012, long expired.
    const seat = carSeat({ title: '2012 Infant Car Seat', manufactureDate: '2012-05' });
    expect(screenAgainst(seat, [], NOW).reason).toContain('expired');
  });
});
