// The demo families' profiles and registries: what each has added, noted, hidden and been given.
import { MARKETPLACE_FAMILIES } from './marketplace/registry-families.js';

export interface DemoGift {
  first: string;
  last: string;
  email: string;
  /** Defaults to the product's retailer. */
  storeName?: string;
  /** The shop's order number, prefixed with the shop's initials when written. */
  order?: number;
  thankYouSent?: boolean;
}

export interface DemoWish {
  id: string;
  quantity?: number;
  note?: string;
  /** false keeps the item off the public registry. */
  isPublic?: boolean;
  gift?: DemoGift;
}

export interface DemoFamily {
  uid: string;
  first: string;
  last: string;
  dueDate: string;
  city: string;
  title: string;
  description: string;
  isPublic: boolean;
  nameSlug: string;
  /** Newest first, the order a registry keeps its items in. */
  wishes: DemoWish[];
}

const grace = { first: 'Grace', last: 'Okafor', email: 'grace.okafor@example.com' };
const tunde = { first: 'Tunde', last: 'Adeyemi', email: 'tunde.adeyemi@example.com' };
const lena = { first: 'Lena', last: 'Marsh', email: 'lena.marsh@example.com' };
const carmen = { first: 'Carmen', last: 'Reyes', email: 'carmen.reyes@example.com' };
const hollis = { first: 'Hollis', last: 'Grant', email: 'hollis.grant@example.com' };
const anjali = { first: 'Anjali', last: 'Raman', email: 'anjali.raman@example.com' };
const noor = { first: 'Noor', last: 'Haddad', email: 'noor.haddad@example.com' };

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    uid: 'demo-maya',
    first: 'Maya',
    last: 'Okafor',
    dueDate: '2027-01-18',
    city: 'Brooklyn',
    title: "Baby Okafor's Registry",
    description:
      'Thank you for stopping by! Our little one is due in January, and we are slowly turning the spare room into a nursery. We live in a third-floor walk-up, so we have picked gear that folds away and carries easily. Every note, visit and hand-me-down means the world to us.',
    isPublic: true,
    nameSlug: 'maya-okafor',
    wishes: [
      { id: 'littlewalk-city-lite-stroller' },
      { id: 'anchorline-nestling-infant-car-seat', gift: { ...grace, order: 104382, thankYouSent: true } },
      { id: 'moonmeadow-bedside-bassinet', gift: { ...tunde, order: 104977 } },
      { id: 'linden-row-compact-mini-crib' },
      { id: 'linden-row-mini-crib-mattress' },
      { id: 'snugbury-organic-sleep-sack', quantity: 2, note: 'Size 0-6 months, please!' },
      { id: 'moonmeadow-zip-swaddle', quantity: 3, gift: { ...lena, order: 105211 } },
      { id: 'quietfern-white-noise-machine' },
      { id: 'moonmeadow-bassinet-sheets' },
      { id: 'milkweed-double-electric-breast-pump', isPublic: false, note: 'Checking what insurance covers first.' },
      { id: 'milkweed-nursing-support-pillow' },
      { id: 'sproutsip-anti-colic-bottle-set', gift: { ...grace, storeName: 'A shop near her office' } },
      { id: 'sproutsip-fast-bottle-warmer' },
      { id: 'little-ladle-drying-rack' },
      { id: 'tidybottom-contoured-changing-pad' },
      { id: 'tidybottom-changing-pad-covers' },
      { id: 'tidybottom-odor-lock-diaper-pail' },
      { id: 'softbloom-newborn-diapers', quantity: 2 },
      { id: 'softbloom-water-wipes', quantity: 2, gift: { ...tunde, order: 106020 } },
      { id: 'softbloom-zinc-diaper-cream' },
      { id: 'splashling-folding-tub' },
      { id: 'puddlepup-fox-hooded-towel', gift: { ...lena, order: 105212, thankYouSent: true } },
      { id: 'softbloom-gentle-baby-wash' },
      { id: 'watchnest-hd-video-monitor' },
      { id: 'tendly-flexible-tip-thermometer' },
      { id: 'tendly-nasal-aspirator' },
      { id: 'kinfold-stretchy-wrap', note: 'Heather grey if there is a choice.' },
      { id: 'trailbud-everyday-diaper-backpack' },
      { id: 'dewdrop-short-sleeve-bodysuits', quantity: 2, gift: { ...grace, order: 103790 } },
      { id: 'softloom-coming-home-outfit', gift: { ...tunde, order: 103655, thankYouSent: true } },
      { id: 'wiggle-orchard-crinkle-cloth-book' },
      {
        id: 'snugbury-cordless-blackout-curtains',
        isPublic: false,
        note: 'Already ordered; keeping it here as a reminder.',
      },
    ],
  },
  {
    uid: 'demo-daniel',
    first: 'Daniel',
    last: 'Reyes',
    dueDate: '2026-12-20',
    city: 'Austin',
    title: "The Reyes Twins' Registry",
    description:
      "Two babies, one very excited family! We're expecting twins in December and learning fast that almost everything comes in pairs. Where we need two of something, the quantity says so. We are grateful for every bit of help getting ready, big or small.",
    isPublic: true,
    nameSlug: 'daniel-reyes',
    wishes: [
      { id: 'tandemtree-side-by-side-double-stroller', gift: { ...carmen, order: 22871, thankYouSent: true } },
      { id: 'latchwell-cocoon-infant-car-seat', quantity: 2, gift: { ...carmen, order: 58213 } },
      {
        id: 'roadnest-slimline-convertible-car-seat',
        quantity: 2,
        note: 'For later: these fit side by side in our car.',
      },
      { id: 'oakhollow-classic-crib', quantity: 2 },
      { id: 'snugbury-firmrest-crib-mattress', quantity: 2, gift: { ...hollis, order: 109934 } },
      { id: 'moonmeadow-play-yard-with-bassinet' },
      { id: 'snugbury-fitted-crib-sheets', quantity: 3 },
      { id: 'quietfern-waterproof-mattress-protector', quantity: 2 },
      { id: 'moonmeadow-zip-swaddle', quantity: 4, gift: { ...noor, order: 110402 } },
      { id: 'quietfern-muslin-swaddle-blankets', quantity: 2 },
      { id: 'snugbury-organic-sleep-sack', quantity: 4 },
      { id: 'moonmeadow-sunrise-sound-machine' },
      { id: 'watchnest-split-screen-monitor', gift: { ...hollis, order: 23010, thankYouSent: true } },
      { id: 'milkweed-double-electric-breast-pump' },
      { id: 'milkweed-nursing-support-pillow', note: 'The twin-size cover would be amazing.' },
      { id: 'sproutsip-newborn-starter-set', quantity: 2, gift: { ...noor, order: 7741 } },
      { id: 'sproutsip-steam-sterilizer-dryer' },
      { id: 'sproutsip-fast-bottle-warmer' },
      { id: 'perchly-compact-fold-high-chair', quantity: 2 },
      { id: 'oakhollow-changing-table', gift: { ...carmen, order: 7702 } },
      { id: 'tidybottom-twist-diaper-disposal' },
      { id: 'softbloom-newborn-diapers', quantity: 4 },
      { id: 'softbloom-size-1-diapers', quantity: 4, gift: { ...hollis, storeName: 'Corner pharmacy' } },
      { id: 'softbloom-water-wipes', quantity: 4 },
      { id: 'softbloom-zinc-diaper-cream', quantity: 2 },
      { id: 'splashling-newborn-to-toddler-tub', gift: { ...noor, order: 110577 } },
      { id: 'splashling-bamboo-hooded-towels', quantity: 2 },
      { id: 'tendly-no-touch-thermometer' },
      { id: 'tendly-baby-first-aid-kit' },
      { id: 'bounceberry-soothing-bouncer', quantity: 2, gift: { ...carmen, order: 58390 } },
      { id: 'swaylo-compact-swing', isPublic: false, note: 'Borrowing one from my sister; backup only.' },
      { id: 'wiggle-orchard-foldable-play-mat' },
      { id: 'kinfold-all-position-carrier', quantity: 2, note: 'One for each of us!' },
      { id: 'trailbud-everyday-diaper-backpack', gift: { ...hollis, order: 111008 } },
      { id: 'dewdrop-long-sleeve-bodysuits', quantity: 4 },
      { id: 'softloom-two-way-zip-sleeper', quantity: 6, note: 'Newborn and 0-3 month sizes.' },
    ],
  },
  {
    uid: 'demo-priya',
    first: 'Priya',
    last: 'Raman',
    dueDate: '2026-10-02',
    city: 'Chicago',
    title: "Little Raman's Registry",
    description:
      'Our daughter arrived in early October, and we are learning which things we use every single day. Thank you for helping us fill in the gaps as she grows, especially the bigger-baby gear for spring. Much love from our small but happy Chicago apartment.',
    isPublic: true,
    nameSlug: 'priya-raman',
    wishes: [
      { id: 'perchly-grow-along-high-chair' },
      { id: 'little-ladle-suction-plate-set', gift: { ...anjali, order: 30218 } },
      { id: 'little-ladle-catch-all-bibs', quantity: 2 },
      { id: 'wiggle-orchard-silicone-teether', gift: { ...anjali, order: 30219, thankYouSent: true } },
      { id: 'tumbleroot-wooden-play-gym', gift: { ...noor, order: 98312, thankYouSent: true } },
      { id: 'wiggle-orchard-foldable-play-mat' },
      { id: 'tumbleroot-first-words-board-books', gift: { ...lena, storeName: 'Neighborhood bookshop' } },
      { id: 'kinfold-breeze-mesh-carrier' },
      { id: 'littlewalk-stroller-organizer', gift: { ...noor, order: 98560 } },
      { id: 'littlewalk-all-weather-footmuff', note: 'Chicago winters!' },
      { id: 'thistle-thread-fleece-pram-suit', gift: { ...anjali, order: 97115, thankYouSent: true } },
      { id: 'dewdrop-cotton-footed-sleepers', quantity: 2, note: 'Size 3-6 months, please.' },
      { id: 'moonmeadow-quilted-winter-sleep-sack' },
      { id: 'quietfern-transition-sleep-sack', gift: { ...lena, order: 4410 } },
      { id: 'guardwise-magnetic-cabinet-locks' },
      { id: 'guardwise-walk-through-gate' },
      { id: 'guardwise-anti-tip-kit', gift: { ...noor, order: 60021 } },
      { id: 'swaylo-compact-swing' },
      { id: 'perchly-foam-floor-seat' },
      { id: 'anchorline-harbor-convertible-car-seat', note: 'Her next seat, for around her first birthday.' },
      { id: 'tendly-electric-nail-trimmer', isPublic: false },
      // The early gifts (issue 27): outgrown or nearly so through the winter, the infant seat for her first year.
      { id: 'moonmeadow-zip-swaddle', gift: { ...grace, order: 21874, thankYouSent: true } },
      { id: 'softloom-newborn-gown', gift: { ...carmen, order: 55102, thankYouSent: true } },
      { id: 'moonmeadow-bedside-bassinet', gift: { ...hollis, order: 71520, thankYouSent: true } },
      { id: 'dewdrop-newborn-zip-sleepers', gift: { ...lena, order: 4388, thankYouSent: true } },
      { id: 'anchorline-nestling-infant-car-seat', gift: { ...tunde, order: 104377, thankYouSent: true } },
    ],
  },
  {
    uid: 'demo-sam',
    first: 'Sam',
    last: 'Lindqvist',
    dueDate: '2027-03-05',
    city: 'Portland',
    title: "Little Lindqvist's Wish List",
    description:
      "A work in progress! We are still deciding on the big things, so this list is just for us for now. Once it's ready we'll share the link with family and friends.",
    isPublic: false,
    nameSlug: 'sam-lindqvist',
    wishes: [
      { id: 'fernway-trailside-all-terrain-stroller', note: 'Comparing with the Littlewalk.' },
      { id: 'littlewalk-everyday-stroller' },
      { id: 'fernway-featherlite-infant-car-seat' },
      { id: 'pebble-pine-harlow-convertible-crib' },
      { id: 'oakhollow-breathe-crib-mattress' },
      { id: 'pebble-pine-six-drawer-dresser' },
      { id: 'oakhollow-haven-swivel-glider', isPublic: false, note: 'Maybe buy this one ourselves.' },
      { id: 'quietfern-compact-bassinet' },
      { id: 'sproutsip-glass-bottles' },
      { id: 'clover-cloth-pocket-diapers', quantity: 3 },
      { id: 'clover-cloth-flannel-wipes' },
      { id: 'softbloom-healing-balm' },
      { id: 'kinfold-linen-ring-sling' },
      { id: 'trailbud-convertible-tote' },
    ],
  },
  ...MARKETPLACE_FAMILIES,
];
