// Curated inspiration collections: static content the web shows without Firestore reads.
import type { InspirationCollection } from './catalog.js';

export const INSPIRATIONS: readonly InspirationCollection[] = [
  {
    slug: 'minimalist',
    title: 'The Minimalist Registry',
    summary:
      'Twelve hardworking pieces that cover sleep, feeding, changing and getting out the door. Everything here earns its floor space, and most of it lasts well past the newborn months.',
    productIds: [
      'littlewalk-everyday-stroller',
      'anchorline-harbor-convertible-car-seat',
      'moonmeadow-bedside-bassinet',
      'pebble-pine-harlow-convertible-crib',
      'snugbury-firmrest-crib-mattress',
      'snugbury-organic-sleep-sack',
      'sproutsip-anti-colic-bottle-set',
      'tidybottom-contoured-changing-pad',
      'splashling-newborn-to-toddler-tub',
      'kinfold-all-position-carrier',
      'trailbud-everyday-diaper-backpack',
      'dewdrop-short-sleeve-bodysuits',
    ],
  },
  {
    slug: 'small-space',
    title: 'Small-Space Living',
    summary:
      'For apartments, walk-ups and shared bedrooms: gear that folds, hangs or slides out of sight, chosen for its footprint as much as its features.',
    productIds: [
      'littlewalk-city-lite-stroller',
      'roadnest-cityhop-infant-car-seat',
      'quietfern-compact-bassinet',
      'linden-row-compact-mini-crib',
      'linden-row-mini-crib-mattress',
      'oakhollow-three-drawer-dresser',
      'perchly-compact-fold-high-chair',
      'little-ladle-hook-on-chair',
      'splashling-folding-tub',
      'swaylo-compact-swing',
      'kinfold-linen-ring-sling',
    ],
  },
  {
    slug: 'twins',
    title: 'Ready for Two',
    summary:
      'Double duty, made manageable: a stroller that still fits through doorways, a monitor that watches two cribs at once, and feeding gear that keeps up with two schedules.',
    productIds: [
      'tandemtree-side-by-side-double-stroller',
      'tandemtree-inline-double-stroller',
      'roadnest-slimline-convertible-car-seat',
      'watchnest-split-screen-monitor',
      'milkweed-double-electric-breast-pump',
      'milkweed-nursing-support-pillow',
      'sproutsip-newborn-starter-set',
      'sproutsip-steam-sterilizer-dryer',
      'softbloom-size-1-diapers',
      'tidybottom-odor-lock-diaper-pail',
      'moonmeadow-play-yard-with-bassinet',
      'bounceberry-soothing-bouncer',
    ],
  },
  {
    slug: 'budget',
    title: 'Big Help, Small Budget',
    summary:
      'Reliable picks that keep the total down without cutting corners on safety, from a $13 thermometer to a travel car seat under $100.',
    productIds: [
      'wrenfield-breeze-umbrella-stroller',
      'roadnest-voyager-travel-car-seat',
      'quietfern-compact-bassinet',
      'quietfern-muslin-swaddle-blankets',
      'milkweed-manual-breast-pump',
      'little-ladle-suction-plate-set',
      'clover-cloth-prefold-starter-kit',
      'puddlepup-compact-baby-tub',
      'tendly-flexible-tip-thermometer',
      'bounceberry-soothing-bouncer',
      'dewdrop-short-sleeve-bodysuits',
    ],
  },
  {
    slug: 'first-time-parents',
    title: 'First-Time Parents Starter Kit',
    summary:
      'Not sure where to begin? These are the things new parents reach for most in the first three months, plus a few they wish someone had mentioned sooner.',
    productIds: [
      'anchorline-nestling-infant-car-seat',
      'fernway-meadow-modular-stroller',
      'moonmeadow-zip-swaddle',
      'quietfern-white-noise-machine',
      'watchnest-hd-video-monitor',
      'tendly-no-touch-thermometer',
      'tendly-nasal-aspirator',
      'softbloom-zinc-diaper-cream',
      'softloom-two-way-zip-sleeper',
      'kinfold-stretchy-wrap',
      'milkweed-nursing-support-pillow',
      'softloom-coming-home-outfit',
    ],
  },
];

export function inspirationBySlug(slug: string): InspirationCollection | undefined {
  return INSPIRATIONS.find((c) => c.slug === slug);
}
