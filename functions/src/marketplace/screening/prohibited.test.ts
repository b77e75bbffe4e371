// Prohibited items: each found in a realistic listing, and innocent listings that must not be blocked.
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../../dev/seed/catalog/index.js';
import { PROHIBITED_ITEMS } from '../../shared/marketplace-safety.js';
import { prohibitedItemNamed } from './prohibited.js';
import { sampleListing } from './test-listing.js';
import type { ScreenableListing } from './screen.js';

const named = (overrides: Partial<ScreenableListing>) => prohibitedItemNamed(sampleListing(overrides))?.id ?? null;

describe('prohibitedItemNamed finds each prohibited item in a realistic listing', () => {
  const cases: [string, Partial<ScreenableListing>][] = [
    [
      'drop-side-crib',
      { title: 'Convertible Drop-Side Crib, cherry finish', category: 'nursery', subcategory: 'crib' },
    ],
    ['drop-side-crib', { description: 'Solid crib with a drop down side for easy reach. Mattress included.' }],
    ['inclined-sleeper', { title: 'Newborn inclined sleeper with vibration', category: 'sleep' }],
    ['inclined-sleeper', { title: 'Soothing rocker', description: 'Baby slept in this sleep rocker every night.' }],
    ['crib-bumper', { title: 'Crib Bumpers, 4 piece set, grey chevron', category: 'nursery' }],
    ['crib-bumper', { description: 'Comes with the matching bumper pads and a fitted sheet.' }],
    ['crib-bumper', { title: 'Breathable mesh crib liner', category: 'nursery' }],
    ['sleep-positioner', { title: 'Infant sleep positioner, anti-roll', category: 'sleep' }],
    ['sleep-positioner', { title: 'Reflux wedge for crib mattress' }],
    ['sleep-positioner', { title: 'Newborn head shaping pillow' }],
    [
      'car-seat-without-label',
      { category: 'car-seats', description: 'Works great. Labels removed when we washed the cover.' },
    ],
    ['car-seat-in-crash', { category: 'car-seats', description: 'Was in a minor accident but looks fine.' }],
    ['expired-car-seat', { category: 'car-seats', description: 'Expired last year, fine for play.' }],
    ['infant-walker', { title: 'Baby walker with wheels and toy tray', category: 'gear' }],
    ['sleep-lounger', { title: 'Cozy baby nest for co-sleeping', category: 'sleep' }],
    [
      'sleep-lounger',
      { title: 'Padded lounger', description: 'Our son would nap in it: a great lounger for sleep on the go.' },
    ],
    ['weighted-sleep', { title: 'Weighted sleep sack 0-6 months', category: 'sleep', subcategory: 'sleep-sack' }],
    ['recalled-product', { description: 'This model was recalled but it never broke for us.' }],
    ['breast-milk', { title: '150 oz frozen breast milk', category: 'feeding' }],
    ['used-pacifier-nipple', { title: 'Lot of 6 pacifiers, 0-6m', category: 'feeding' }],
    ['used-pacifier-nipple', { title: 'Anti-colic bottles', description: 'Four bottles with slow-flow nipples.' }],
    ['medicine', { title: 'Infant ibuprofen, half bottle left', category: 'health-and-safety' }],
    ['opened-cosmetic', { title: 'Baby lotion and shampoo bundle', category: 'bath' }],
  ];
  it.each(cases)('%s in %j', (id, overrides) => {
    expect(named(overrides)).toBe(id);
  });

  it('has a test for every item found by words', () => {
    const tested = new Set(cases.map(([id]) => id));
    for (const item of PROHIBITED_ITEMS) if (item.terms.length > 0) expect(tested).toContain(item.id);
  });
});

describe('prohibitedItemNamed lets innocent listings through', () => {
  const innocent: Partial<ScreenableListing>[] = [
    { title: 'Organic crib sheet, 2 pack', category: 'sleep', subcategory: 'sheets' },
    { title: 'Bumper-free crib, fixed sides', category: 'nursery', subcategory: 'crib' },
    { title: 'Crib', description: 'Fixed-side crib, no bumpers, not a drop-side crib.' },
    { title: 'Crib bumper removed', description: 'Bare crib as recommended.' },
    { title: 'Table corner bumper pads, 8 pack', category: 'health-and-safety', subcategory: 'babyproofing' },
    { title: 'Stroller bumper bar cover' },
    { title: 'Pacifier clip, wooden beads' },
    { title: 'Anti-colic bottles', description: 'Nipples not included.' },
    { title: 'Pacifiers, sealed 2 pack', condition: 'new-with-tags' },
    { title: 'Breast milk storage bags, 100 count', category: 'feeding' },
    { title: 'Push walker with blocks', category: 'play' },
    { title: 'Wooden baby walker with push handle' },
    { title: 'Nursing pillow with cover', category: 'feeding' },
    { title: 'Pregnancy wedge pillow' },
    { title: 'Toddler pillow, 13x18' },
    { title: 'Medicine dispenser pacifier-style syringe set', condition: 'new-with-tags' },
    { title: 'Infant car seat', category: 'car-seats', description: 'Never been in an accident. Not expired.' },
    { title: 'Infant car seat', category: 'car-seats', description: 'Has not been in a crash; no missing labels.' },
    { title: 'Rocker seat', description: 'For awake time; move baby to a flat sleep space if they doze off.' },
    { title: 'Sealed diaper cream, 3 tubes', condition: 'new-with-tags' },
    { title: 'Crib mattress', description: 'Firm mattress, not recalled.' },
    { title: 'High chair', description: 'Was recalled, the free repair kit is fitted.' },
    { title: 'Cream colored swaddle blanket' },
    { title: 'Activity center', description: 'Stationary activity center for new walkers.' },
    { title: 'Snug sleepers, 3 pack', category: 'clothing', subcategory: 'sleepers' },
    { title: 'Shampoo rinse cup', category: 'bath', description: 'Keeps shampoo out of little eyes.' },
    { title: 'Baby wash cloths, 12 pack', category: 'bath' },
    { title: 'Changing table with drop-down side shelf', category: 'nursery' },
  ];
  it.each(innocent)('%j', (overrides) => {
    expect(named(overrides)).toBeNull();
  });

  it('lets every demo catalog product through as a sealed new listing', () => {
    for (const p of DEMO_CATALOG) {
      const listing = { ...p, model: '', condition: 'new-with-tags' as const };
      expect([p.id, prohibitedItemNamed(sampleListing(listing))?.id ?? null]).toEqual([p.id, null]);
    }
  });
});
