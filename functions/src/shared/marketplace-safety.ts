// What the marketplace refuses and why: prohibited items, car seat lifetimes, the recall record and its
// schema. Screening (functions/src/marketplace/screening) and the prohibited-items policy page read
// these, so the page and the code can never disagree. No Firebase imports.
import { z } from 'zod/mini';
import { CATEGORIES, normaliseWords } from './catalog.js';
import { DEFAULT_CAR_SEAT_LIFETIME_YEARS, type ListingCondition } from './marketplace.js';
import { requiredText, isoDate } from './schemas/fields.js';

// ---- Prohibited items ----------------------------------------------------------------------------

/**
 * How an item is recognised: `words` searches title, description, brand, model and subcategory for
 * the item's terms; the others are answers or facts on the listing (the seller's car seat answers,
 * the manufacture date, the recall list).
 */
export type ProhibitedDetection =
  'words' | 'carSeatHasLabel' | 'carSeatInCrash' | 'carSeatExpiry' | 'cribStandardDate' | 'recall';

export interface ProhibitedItem {
  id: string;
  /** As the policy page lists it. */
  name: string;
  detection: ProhibitedDetection;
  /**
   * Phrases that name the item, matched on whole words, case- and punctuation-blind, with a plural
   * 's' ignored ("Drop-side cribs" matches "drop side crib"). A phrase preceded by a negation ("no",
   * "not a", "never", "without") or followed by "free", "not" or "removed" does not count.
   */
  terms: string[];
  /** Words that, within three words of a match, make it innocent ("pacifier clip", "corner bumper"). */
  unless?: string[];
  /**
   * When true, an `unless` word in the title excuses matches anywhere: the title says what is sold,
   * so a "Bottle drying rack" may mention the nipples it holds.
   */
  unlessInTitle?: boolean;
  /** When set, the words only count on listings in these categories. */
  categories?: string[];
  /** Conditions in which the item may be sold (sealed, unused): the words do not count then. */
  allowedConditions?: ListingCondition[];
  /** Shown to the seller and on the policy page. */
  reason: string;
}

/** Cribs made before this month predate the US crib standards (16 CFR 1219 and 1220, June 2011). */
export const CRIB_STANDARD_MONTH = '2011-07';

export const PROHIBITED_ITEMS: readonly ProhibitedItem[] = [
  {
    id: 'drop-side-crib',
    name: 'Drop-side cribs',
    detection: 'words',
    terms: [
      'drop side crib',
      'dropside crib',
      'drop side cot',
      'drop down side',
      'drop side rail',
      'crib with drop side',
      'crib with a drop side',
      'crib with drop down side',
    ],
    unless: ['table', 'changing', 'tray', 'shelf'],
    reason:
      'Drop-side cribs cannot be sold: a side that moves can come loose and trap a baby, and the US banned their sale in 2011.',
  },
  {
    id: 'pre-standard-crib',
    name: 'Cribs made before July 2011',
    detection: 'cribStandardDate',
    terms: [],
    reason:
      'Cribs made before July 2011 predate the federal crib safety standards, and reselling a crib that does not meet them is against the law.',
  },
  {
    id: 'inclined-sleeper',
    name: 'Inclined sleepers, including rockers sold for sleep',
    detection: 'words',
    terms: [
      'inclined sleeper',
      'incline sleeper',
      'inclined sleep',
      'inclined bassinet',
      'inclined rocker',
      'incline rocker',
      'rock n play',
      'rock and play',
      'rock play sleeper',
      'rocking sleeper',
      'rocker sleeper',
      'sleep rocker',
      'sleeping rocker',
      'overnight rocker',
      'rocker for sleep',
      'rocker for sleeping',
      'in bed rocker',
    ],
    reason:
      'Inclined sleepers cannot be sold: babies have died when their heads slumped forward on an incline. Infant sleep products must be flat, and the US banned inclined sleepers in 2022.',
  },
  {
    id: 'crib-bumper',
    name: 'Crib bumpers and bumper pads',
    detection: 'words',
    terms: [
      'crib bumper',
      'cot bumper',
      'bassinet bumper',
      'mesh bumper',
      'breathable bumper',
      'bumper pad',
      'bumper set',
      'crib liner',
      'mesh crib liner',
      'padded crib liner',
    ],
    unless: ['corner', 'table', 'edge', 'furniture', 'fireplace', 'door', 'stroller', 'bar', 'car'],
    reason:
      'Crib bumpers and padded or mesh liners cannot be sold: babies have suffocated against them or been strangled by their ties, and the US banned their sale in 2022. A bare crib is the safe crib.',
  },
  {
    id: 'sleep-positioner',
    name: 'Sleep positioners, wedges and infant pillows',
    detection: 'words',
    terms: [
      'sleep positioner',
      'infant positioner',
      'baby positioner',
      'side sleep positioner',
      'sleep wedge',
      'crib wedge',
      'reflux wedge',
      'anti roll pillow',
      'anti roll wedge',
      'infant pillow',
      'baby pillow',
      'newborn pillow',
      'head shaping pillow',
      'flat head pillow',
    ],
    unless: ['pregnancy', 'maternity', 'adult', 'nursing', 'toddler'],
    reason:
      'Sleep positioners, wedges and pillows for babies cannot be sold: a baby can roll against one and suffocate. Babies sleep on their back on a flat, firm mattress with nothing else in the crib.',
  },
  {
    id: 'car-seat-without-label',
    name: 'Used car seats without their manufacturer labels',
    detection: 'carSeatHasLabel',
    terms: [
      'no label',
      'without label',
      'missing label',
      'label missing',
      'label removed',
      'label cut off',
      'label torn off',
      'label peeled off',
    ],
    categories: ['car-seats'],
    reason:
      'A car seat without its manufacturer labels cannot be sold: without the model number and manufacture date nobody can check it for recalls or expiry, or install it correctly.',
  },
  {
    id: 'car-seat-in-crash',
    name: 'Car seats that have been in a crash',
    detection: 'carSeatInCrash',
    terms: [
      'been in a crash',
      'was in a crash',
      'been in a car crash',
      'was in a car crash',
      'been in an accident',
      'been in a car accident',
      'been in any accident',
      'was in an accident',
      'was in a car accident',
      'minor accident',
      'fender bender',
    ],
    categories: ['car-seats'],
    reason:
      'A car seat that has been in a crash cannot be sold: the shell can be weakened in ways you cannot see, and most makers say to replace a seat after any crash.',
  },
  {
    id: 'expired-car-seat',
    name: 'Expired car seats',
    detection: 'carSeatExpiry',
    terms: ['expired', 'past expiration', 'past its expiration', 'past expiry', 'past its expiry'],
    categories: ['car-seats'],
    reason:
      'An expired car seat cannot be sold: plastic weakens with age and heat, and the seat no longer meets current standards. A seat expires its maker’s stated lifetime after the manufacture date on its label.',
  },
  {
    id: 'infant-walker',
    name: 'Seated baby walkers with wheels',
    detection: 'words',
    terms: [
      'baby walker',
      'infant walker',
      'sit in walker',
      'seated walker',
      'walker with wheel',
      'rolling walker',
      'walker jumper',
    ],
    unless: ['push', 'stand', 'wagon', 'wooden', 'stationary'],
    reason:
      'Seated baby walkers on wheels cannot be sold: they let a baby roll down stairs and reach hot or dangerous things, and pediatricians advise against them. Push-along walkers and stationary activity centers are fine.',
  },
  {
    id: 'sleep-lounger',
    name: 'Baby loungers, nests and pods marketed for sleep',
    detection: 'words',
    terms: [
      'baby nest',
      'sleep nest',
      'sleeping nest',
      'snuggle nest',
      'co sleeping nest',
      'co sleeper nest',
      'sleep pod',
      'sleeping pod',
      'sleep lounger',
      'sleeping lounger',
      'nap lounger',
      'napping lounger',
      'lounger for sleep',
      'lounger for sleeping',
      'lounger for nap',
      'in bed sleeper',
      'sleep in lounger',
    ],
    reason:
      'Loungers, nests and pods sold for sleep cannot be listed: their soft, raised sides are a suffocation risk, and several have been linked to infant deaths. Babies sleep in a crib, bassinet or play yard.',
  },
  {
    id: 'weighted-sleep',
    name: 'Weighted sleep sacks and swaddles',
    detection: 'words',
    terms: ['weighted sleep sack', 'weighted sleep bag', 'weighted swaddle', 'weighted sleepsack'],
    reason:
      'Weighted sleep sacks and swaddles cannot be sold: pediatricians and safety regulators warn that the added weight on a baby’s chest is not safe for sleep.',
  },
  {
    id: 'recalled-product',
    name: 'Recalled products',
    detection: 'recall',
    terms: ['recalled', 'under recall', 'subject to a recall', 'part of a recall'],
    unless: ['fix', 'fixed', 'repair', 'repaired', 'remedy', 'kit', 'retrofit', 'replacement'],
    reason:
      'Recalled products cannot be sold unless the maker’s remedy has been applied: selling a recalled product is against US law.',
  },
  {
    id: 'breast-milk',
    name: 'Breast milk',
    detection: 'words',
    terms: ['breast milk', 'breastmilk', 'donor milk', 'pumped milk', 'human milk', 'milk stash', 'frozen milk'],
    unless: [
      'bag',
      'storage',
      'cooler',
      'bottle',
      'container',
      'tray',
      'pump',
      'collector',
      'catcher',
      'warm',
      'warmer',
    ],
    unlessInTitle: true,
    reason:
      'Breast milk cannot be sold here: its safety cannot be checked between families. Milk banks screen donors and pasteurise donated milk.',
  },
  {
    id: 'used-pacifier-nipple',
    name: 'Used pacifiers and bottle nipples',
    detection: 'words',
    terms: ['pacifier', 'binky', 'dummy', 'nipple', 'teat'],
    unless: [
      'clip',
      'holder',
      'case',
      'leash',
      'strap',
      'chain',
      'cream',
      'balm',
      'butter',
      'shield',
      'pad',
      'thermometer',
      'brush',
      'rack',
      'dryer',
      'sterilizer',
      'drying',
    ],
    unlessInTitle: true,
    allowedConditions: ['new-with-tags'],
    reason:
      'Used pacifiers and bottle nipples cannot be sold: they cannot be fully cleaned and wear out with use. Sealed, unopened ones are fine; for used bottles, keep the nipples and say so.',
  },
  {
    id: 'medicine',
    name: 'Medicines, supplements and remedies',
    detection: 'words',
    terms: [
      'medicine',
      'medication',
      'acetaminophen',
      'ibuprofen',
      'tylenol',
      'motrin',
      'gripe water',
      'teething gel',
      'teething tablet',
      'vitamin',
      'supplement',
      'probiotic',
      'prescription',
      'cough syrup',
      'gas drop',
    ],
    unless: ['dispenser', 'syringe', 'cabinet', 'dropper', 'organizer', 'spoon', 'lock', 'kit'],
    unlessInTitle: true,
    reason:
      'Medicines, supplements and remedies cannot be sold here, sealed or not: their storage cannot be checked and some need a pharmacist.',
  },
  {
    id: 'opened-cosmetic',
    name: 'Opened lotions, creams, washes and other cosmetics',
    detection: 'words',
    terms: [
      'lotion',
      'diaper cream',
      'rash cream',
      'barrier cream',
      'nipple cream',
      'nipple balm',
      'baby wash',
      'body wash',
      'shampoo',
      'sunscreen',
      'baby oil',
      'baby powder',
      'ointment',
    ],
    unless: [
      'dispenser',
      'cup',
      'visor',
      'shield',
      'rinser',
      'rinse',
      'caddy',
      'organizer',
      'holder',
      'cloth',
      'mitt',
      'basin',
      'tub',
      'warmer',
    ],
    unlessInTitle: true,
    allowedConditions: ['new-with-tags'],
    reason:
      'Opened lotions, creams, washes and other cosmetics cannot be sold: once opened they can be contaminated. Sealed, unopened products are fine.',
  },
];

export function prohibitedItem(id: string): ProhibitedItem | undefined {
  return PROHIBITED_ITEMS.find((item) => item.id === id);
}

// ---- Car seat lifetimes ----------------------------------------------------------------------------

export interface CarSeatLifetime {
  brand: string;
  /** Years from the manufacture date on the label to expiry, as the brand states it. */
  years: number;
}

/**
 * Each brand's stated lifetime for its seats (the shortest it gives for any seat, so no seat is let
 * through late). A brand not listed gets DEFAULT_CAR_SEAT_LIFETIME_YEARS.
 */
export const CAR_SEAT_LIFETIMES: readonly CarSeatLifetime[] = [
  { brand: 'Anchorline', years: 10 },
  { brand: 'Latchwell', years: 7 },
  { brand: 'Roadnest', years: 8 },
  { brand: 'Littlewalk', years: 7 },
  { brand: 'Fernway', years: 9 },
  { brand: 'Harborline Kids', years: 10 },
  { brand: 'Safeharbor Baby', years: 6 },
  { brand: 'Milestone Motion', years: 7 },
];

/** Words a brand is written with or without ("Milkweed & Co." is "Milkweed and Co" is "Milkweed"). */
const BRAND_FILLER = new Set(['and', 'co', 'inc', 'llc', 'ltd', 'company', 'the']);

/** A brand compared without case, accents, punctuation, spacing or filler ("Pebble & Pine" = "pebble-pine"). */
export function brandKey(brand: string): string {
  return normaliseWords(brand)
    .filter((w) => !BRAND_FILLER.has(w))
    .join('');
}

export function carSeatLifetimeYears(brand: string): number {
  const key = brandKey(brand);
  return CAR_SEAT_LIFETIMES.find((l) => brandKey(l.brand) === key)?.years ?? DEFAULT_CAR_SEAT_LIFETIME_YEARS;
}

// ---- Recalls -------------------------------------------------------------------------------------

export const RECALL_LIMITS = {
  id: 128,
  brand: 60,
  productName: 120,
  modelName: 80,
  modelNumber: 40,
  models: 30,
  hazard: 600,
  remedy: 600,
  category: 60,
  units: 100_000_000,
} as const;

/** recalls/{id}: one recall notice (original demo records modelled on public notices). */
export interface Recall {
  id: string;
  brand: string;
  productName: string;
  modelNames: string[];
  modelNumbers: string[];
  /** 'YYYY-MM', inclusive. */
  manufacturedFrom: string;
  /** 'YYYY-MM', inclusive. */
  manufacturedTo: string;
  hazard: string;
  remedy: string;
  /** 'YYYY-MM-DD'. */
  noticeDate: string;
  /** A catalog category slug. */
  category: string;
  /** Units affected, when the notice says. */
  units?: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = 'Enter a month like 2024-05.';
const month = () => z.string({ error: MONTH_MESSAGE }).check(z.regex(MONTH, MONTH_MESSAGE));
const boundedList = (itemMax: number, missing: string) =>
  z.array(requiredText(itemMax, missing)).check(z.maxLength(RECALL_LIMITS.models, 'List at most 30.'));

/** POST /api/admin/marketplace/recalls: a recall an admin adds (the id is chosen by the server). */
export const recallInputSchema = z
  .strictObject({
    brand: requiredText(RECALL_LIMITS.brand, 'Enter the brand.'),
    productName: requiredText(RECALL_LIMITS.productName, 'Enter the product name.'),
    modelNames: boundedList(RECALL_LIMITS.modelName, 'Enter the model name.'),
    modelNumbers: boundedList(RECALL_LIMITS.modelNumber, 'Enter the model number.'),
    manufacturedFrom: month(),
    manufacturedTo: month(),
    hazard: requiredText(RECALL_LIMITS.hazard, 'Describe the hazard.'),
    remedy: requiredText(RECALL_LIMITS.remedy, 'Describe the remedy.'),
    noticeDate: isoDate(),
    category: z.enum(CATEGORIES.map((c) => c.slug) as [string, ...string[]], { error: 'Choose a category.' }),
    units: z.optional(z.int().check(z.gte(1), z.lte(RECALL_LIMITS.units))),
  })
  .check(
    z.refine((r) => r.modelNames.length + r.modelNumbers.length > 0, {
      message: 'Name at least one model or model number.',
      path: ['modelNames'],
    }),
    z.refine((r) => r.manufacturedFrom <= r.manufacturedTo, {
      message: 'The manufacture range must start before it ends.',
      path: ['manufacturedTo'],
    }),
  );

export type RecallInput = z.output<typeof recallInputSchema>;

// ---- Moderation ----------------------------------------------------------------------------------

/** `refund`: a payment refunded (a late payment, a cancel after payment, an admin's refund), for admins to see it moved. */
export const MODERATION_KINDS = ['blocked-attempt', 'near-match', 'report', 'refund'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const MODERATION_STATUSES = ['open', 'approved', 'removed', 'dismissed'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** moderationQueue/{id}: what admins review (functions write it; admins read it). */
export interface ModerationItem {
  id: string;
  kind: ModerationKind;
  listingId: string;
  sellerUid: string;
  title: string;
  brand: string;
  model: string;
  /** The screening's reason, or the reporter's words. */
  reason: string;
  recallId: string | null;
  /** Reports only. */
  reporterUid: string | null;
  status: ModerationStatus;
  /** Epoch ms. */
  createdAt: number;
  resolvedAt: number | null;
  resolvedBy: string | null;
}

/** Items per page of the admin queue. */
export const MODERATION_PAGE_SIZE = 50;

/** POST /api/admin/marketplace/queue/{id}/remove. */
export const moderationRemoveSchema = z.strictObject({
  reason: requiredText(500, 'Tell the seller why the listing is removed.'),
});
