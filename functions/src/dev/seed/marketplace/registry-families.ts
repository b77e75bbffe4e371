// Four more public demo registries, so demand insights have products wanted by at least five
// registries (DEMAND_PRIVACY_THRESHOLD) and show real counts instead of "fewer than 5".
import type { DemoFamily } from '../demo-families.js';

/** Wanted by every family below and by at least one original demo family, not yet given. */
const SHARED_WANTS = [
  { id: 'snugbury-organic-sleep-sack' },
  { id: 'sproutsip-fast-bottle-warmer' },
  { id: 'kinfold-all-position-carrier' },
  { id: 'watchnest-hd-video-monitor' },
];

const gift = (first: string, last: string, order: number) => ({
  first,
  last,
  email: `${first}.${last}@example.com`.toLowerCase(),
  order,
});

export const MARKETPLACE_FAMILIES: DemoFamily[] = [
  {
    uid: 'demo-amara',
    first: 'Amara',
    last: 'Nwosu',
    dueDate: '2027-02-11',
    city: 'Houston',
    title: "Baby Nwosu's Registry",
    description:
      'Our first baby is due in February and we are so grateful you are here. We are keeping things simple and buying secondhand where it makes sense, so thank you for helping with the rest.',
    isPublic: true,
    nameSlug: 'amara-nwosu',
    wishes: [
      ...SHARED_WANTS,
      { id: 'wiggle-orchard-foldable-play-mat' },
      { id: 'milkweed-nursing-support-pillow' },
      { id: 'latchwell-cocoon-infant-car-seat', gift: gift('Chidi', 'Nwosu', 55102) },
      { id: 'quietfern-compact-bassinet' },
      { id: 'moonmeadow-zip-swaddle', quantity: 3 },
      { id: 'tidybottom-contoured-changing-pad' },
      { id: 'softbloom-newborn-diapers', quantity: 2 },
      { id: 'splashling-newborn-to-toddler-tub' },
      { id: 'dewdrop-short-sleeve-bodysuits', quantity: 2 },
      { id: 'trailbud-everyday-diaper-backpack' },
    ],
  },
  {
    uid: 'demo-eli',
    first: 'Eli',
    last: 'Bergstrom',
    dueDate: '2026-12-30',
    city: 'Seattle',
    title: "Bergstrom Baby's Registry",
    description:
      'We are expecting a little one at the end of December, just in time for the rainy season. We love walks, so carriers and rain gear are at the top of our list.',
    isPublic: true,
    nameSlug: 'eli-bergstrom',
    wishes: [
      ...SHARED_WANTS,
      { id: 'wiggle-orchard-foldable-play-mat' },
      { id: 'milkweed-nursing-support-pillow' },
      { id: 'littlewalk-stroller-rain-cover' },
      { id: 'thistle-thread-fleece-pram-suit' },
      { id: 'moonmeadow-bedside-bassinet', gift: gift('Ingrid', 'Bergstrom', 77310) },
      { id: 'sproutsip-anti-colic-bottle-set' },
      { id: 'tendly-no-touch-thermometer' },
      { id: 'quietfern-white-noise-machine' },
    ],
  },
  {
    uid: 'demo-rosalind',
    first: 'Rosalind',
    last: 'Achebe',
    dueDate: '2027-04-02',
    city: 'Atlanta',
    title: "The Achebe Family's Registry",
    description:
      'Baby number two is on the way! Our first kept a lot of the big gear, so this list is mostly the small things we wore out and a few upgrades.',
    isPublic: true,
    nameSlug: 'rosalind-achebe',
    wishes: [
      ...SHARED_WANTS,
      { id: 'wiggle-orchard-foldable-play-mat' },
      { id: 'milkweed-nursing-support-pillow' },
      { id: 'tandemtree-inline-double-stroller' },
      { id: 'guardwise-stair-gate' },
      { id: 'clover-cloth-pocket-diapers', quantity: 2 },
      { id: 'puddlepup-fox-hooded-towel', gift: gift('Nkem', 'Achebe', 30455) },
      { id: 'tumbleroot-first-words-board-books' },
      { id: 'swaylo-compact-swing' },
    ],
  },
  {
    uid: 'demo-hugo',
    first: 'Hugo',
    last: 'Lambert',
    dueDate: '2027-01-07',
    city: 'Denver',
    title: "Baby Lambert's Registry",
    description:
      'Mountain town parents-to-be, due in early January. We would love gear that handles snow and trails, and anything that helps us all sleep.',
    isPublic: true,
    nameSlug: 'hugo-lambert',
    wishes: [
      ...SHARED_WANTS,
      { id: 'kinfold-trail-hiking-carrier' },
      { id: 'fernway-trailside-all-terrain-stroller' },
      { id: 'littlewalk-all-weather-footmuff' },
      { id: 'moonmeadow-quilted-winter-sleep-sack' },
      { id: 'oakhollow-classic-crib' },
      { id: 'snugbury-firmrest-crib-mattress', gift: gift('Claire', 'Lambert', 81240) },
      { id: 'watchnest-audio-baby-monitor' },
      { id: 'perchly-grow-along-high-chair' },
    ],
  },
];

/** Their accounts; demo-users.ts adds the demo password (importing it here would be a cycle). */
export const MARKETPLACE_FAMILY_ACCOUNTS = MARKETPLACE_FAMILIES.map((f) => ({
  uid: f.uid,
  email: `${f.first}.${f.last}@example.com`.toLowerCase(),
  displayName: `${f.first} ${f.last}`,
}));
