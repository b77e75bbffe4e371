// The essentials checklist: the needs of a first registry, each met by any item of its subcategories.
import type { ChecklistEntry } from './catalog.js';

type Need = Omit<ChecklistEntry, 'category'>;

/** Entries of one category, so the category is written once. */
const needs = (category: string, entries: Need[]): ChecklistEntry[] => entries.map((e) => ({ ...e, category }));

export const CHECKLIST: readonly ChecklistEntry[] = [
  ...needs('strollers', [
    {
      id: 'stroller-from-birth',
      label: 'A stroller that works from birth (flat recline, bassinet or car seat adapter)',
      subcategories: ['full-size', 'double'],
      suggestedProductId: 'littlewalk-everyday-stroller',
    },
    {
      id: 'stroller-light',
      label: 'A light, compact stroller for travel and quick errands',
      subcategories: ['travel'],
      suggestedProductId: 'littlewalk-city-lite-stroller',
    },
  ]),
  ...needs('car-seats', [
    {
      id: 'car-seat-first',
      label: 'A rear-facing car seat, installed and checked before your due date',
      subcategories: ['infant', 'convertible', 'all-in-one'],
      suggestedProductId: 'anchorline-nestling-infant-car-seat',
    },
    {
      id: 'car-seat-second-base',
      label: 'A second base, if you have two cars',
      subcategories: ['accessories'],
      suggestedProductId: 'anchorline-nestling-extra-base',
    },
    {
      id: 'car-seat-next',
      label: 'A convertible seat for when your baby outgrows the infant seat',
      subcategories: ['convertible', 'all-in-one'],
      suggestedProductId: 'anchorline-harbor-convertible-car-seat',
    },
  ]),
  ...needs('nursery', [
    {
      id: 'crib',
      label: 'A crib that meets current federal safety standards',
      subcategories: ['crib'],
      suggestedProductId: 'pebble-pine-harlow-convertible-crib',
    },
    {
      id: 'crib-mattress',
      label: 'A firm, flat crib mattress that fits snugly',
      subcategories: ['crib-mattress'],
      suggestedProductId: 'snugbury-firmrest-crib-mattress',
    },
    {
      id: 'nursery-chair',
      label: 'A comfortable chair for night feeds',
      subcategories: ['glider'],
      suggestedProductId: 'oakhollow-haven-swivel-glider',
    },
  ]),
  ...needs('sleep', [
    {
      id: 'bassinet',
      label: 'A bassinet for the first months in your room',
      subcategories: ['bassinet'],
      suggestedProductId: 'moonmeadow-bedside-bassinet',
    },
    {
      id: 'swaddles-and-sleep-sacks',
      label: 'Swaddles for the newborn weeks, then sleep sacks instead of blankets',
      subcategories: ['swaddle', 'sleep-sack'],
      suggestedProductId: 'moonmeadow-zip-swaddle',
    },
    {
      id: 'sheets',
      label: 'At least two fitted sheets and a waterproof protector',
      subcategories: ['sheets'],
      suggestedProductId: 'snugbury-fitted-crib-sheets',
    },
    {
      id: 'sound-machine',
      label: 'A white noise machine for naps and nights',
      subcategories: ['sound-machine'],
      suggestedProductId: 'quietfern-white-noise-machine',
    },
  ]),
  ...needs('feeding', [
    {
      id: 'bottles',
      label: 'A few bottles with slow-flow nipples, even if you plan to breastfeed',
      subcategories: ['bottles'],
      suggestedProductId: 'sproutsip-anti-colic-bottle-set',
    },
    {
      id: 'breast-pump',
      label: 'A breast pump (check what your insurance covers first)',
      subcategories: ['breast-pump'],
      suggestedProductId: 'milkweed-double-electric-breast-pump',
    },
    {
      id: 'bottle-care',
      label: 'A way to clean, sterilize and dry bottles',
      subcategories: ['bottle-care'],
      suggestedProductId: 'sproutsip-steam-sterilizer-dryer',
    },
    {
      id: 'high-chair',
      label: 'A high chair for starting solids around 6 months',
      subcategories: ['high-chair'],
      suggestedProductId: 'perchly-grow-along-high-chair',
    },
  ]),
  ...needs('diapering', [
    {
      id: 'changing-surface',
      label: 'A changing pad or table with raised sides',
      subcategories: ['changing-pad', 'changing-table'],
      suggestedProductId: 'tidybottom-contoured-changing-pad',
    },
    {
      id: 'diapers',
      label: 'Diapers in newborn and size 1, cloth or disposable',
      subcategories: ['disposable-diapers', 'cloth-diapers'],
      suggestedProductId: 'softbloom-size-1-diapers',
    },
    {
      id: 'wipes-and-cream',
      label: 'Gentle wipes and a barrier cream',
      subcategories: ['wipes', 'diaper-cream'],
      suggestedProductId: 'softbloom-water-wipes',
    },
    {
      id: 'diaper-pail',
      label: 'A diaper pail that keeps odors in',
      subcategories: ['diaper-pail'],
      suggestedProductId: 'tidybottom-odor-lock-diaper-pail',
    },
  ]),
  ...needs('bath', [
    {
      id: 'baby-tub',
      label: 'An infant tub with newborn support',
      subcategories: ['baby-tub'],
      suggestedProductId: 'splashling-newborn-to-toddler-tub',
    },
    {
      id: 'towels',
      label: 'Hooded towels and soft washcloths',
      subcategories: ['towels'],
      suggestedProductId: 'puddlepup-fox-hooded-towel',
    },
    {
      id: 'wash',
      label: 'A gentle, fragrance-free wash and moisturizer',
      subcategories: ['wash-and-lotion'],
      suggestedProductId: 'softbloom-gentle-baby-wash',
    },
  ]),
  ...needs('health-and-safety', [
    {
      id: 'monitor',
      label: 'A baby monitor you trust',
      subcategories: ['baby-monitor'],
      suggestedProductId: 'watchnest-hd-video-monitor',
    },
    {
      id: 'thermometer',
      label: 'A digital thermometer that can take a rectal reading',
      subcategories: ['thermometer'],
      suggestedProductId: 'tendly-flexible-tip-thermometer',
    },
    {
      id: 'grooming',
      label: 'A nasal aspirator and baby nail trimmer',
      subcategories: ['grooming', 'first-aid'],
      suggestedProductId: 'tendly-nasal-aspirator',
    },
    {
      id: 'babyproofing',
      label: 'Gates, cabinet locks and furniture anchors before your baby crawls',
      subcategories: ['safety-gate', 'babyproofing'],
      suggestedProductId: 'guardwise-anti-tip-kit',
    },
  ]),
  ...needs('play', [
    {
      id: 'play-mat',
      label: 'A washable play mat for tummy time',
      subcategories: ['play-mat'],
      suggestedProductId: 'wiggle-orchard-foldable-play-mat',
    },
    {
      id: 'activity-gym',
      label: 'An activity gym for reaching, batting and kicking',
      subcategories: ['activity-gym'],
      suggestedProductId: 'tumbleroot-wooden-play-gym',
    },
    {
      id: 'books',
      label: 'Board and cloth books to read together from day one',
      subcategories: ['books'],
      suggestedProductId: 'tumbleroot-first-words-board-books',
    },
  ]),
  ...needs('clothing', [
    {
      id: 'bodysuits',
      label: 'Bodysuits in newborn and 0-3 month sizes',
      subcategories: ['bodysuits'],
      suggestedProductId: 'dewdrop-short-sleeve-bodysuits',
    },
    {
      id: 'sleepers',
      label: 'Zip-up sleepers for easy night changes',
      subcategories: ['sleepers'],
      suggestedProductId: 'softloom-two-way-zip-sleeper',
    },
    {
      id: 'hats-socks',
      label: 'Hats, scratch mittens and socks for the first weeks',
      subcategories: ['hats-and-mittens', 'socks-and-booties'],
      suggestedProductId: 'dewdrop-newborn-hats-and-mittens',
    },
  ]),
  ...needs('travel', [
    {
      id: 'carrier',
      label: 'A baby carrier or wrap for hands-free days',
      subcategories: ['baby-carrier'],
      suggestedProductId: 'kinfold-all-position-carrier',
    },
    {
      id: 'diaper-bag',
      label: 'A diaper bag you will actually want to carry',
      subcategories: ['diaper-bag'],
      suggestedProductId: 'trailbud-everyday-diaper-backpack',
    },
    {
      id: 'travel-crib',
      label: 'A travel crib or play yard for sleep away from home',
      subcategories: ['travel-crib'],
      suggestedProductId: 'moonmeadow-lightweight-travel-crib',
    },
  ]),
  ...needs('gear', [
    {
      id: 'bouncer-or-swing',
      label: 'A bouncer or swing for supervised awake time',
      subcategories: ['bouncer', 'swing'],
      suggestedProductId: 'bounceberry-ergonomic-bouncer',
    },
    {
      id: 'play-space',
      label: 'A playpen or gated play space for when your baby is on the move',
      subcategories: ['playpen'],
      suggestedProductId: 'wiggle-orchard-panel-playpen',
    },
  ]),
];
