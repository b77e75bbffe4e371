// Derived parts of a demo listing: age range in months from the catalog's words, delivery options by
// size, the closing sentences of a description, and the photos' ids, shapes and alt text.
import type { ListingPhoto } from '../../../shared/marketplace.js';
import { PHOTO_WIDTHS } from '../../../shared/marketplace.js';
import { hashId } from '../product-art.js';

const YEAR = 12;

/** 'Birth to 12 months', '6 months to 4 years', '0-24 months', '4 to 10 years', 'For parents'... */
export function ageMonths(range: string): [number, number] {
  const text = range.toLowerCase();
  if (/for parents|all ages/.test(text)) return [0, 216];
  const nums = [...text.matchAll(/(\d+)\s*(months?|years?)?/g)].map((m) => ({
    n: Number(m[1]),
    unit: m[2] ?? '',
  }));
  const toMonths = (n: number, unit: string, fallback: string) =>
    (unit || fallback).startsWith('year') ? n * YEAR : n;
  const lastUnit = nums.at(-1)?.unit ?? 'months';
  const from =
    text.startsWith('birth') || text.startsWith('newborn')
      ? 0
      : toMonths(nums[0]?.n ?? 0, nums[0]?.unit ?? '', lastUnit);
  if (/and up/.test(text)) return [from, Math.max(from, 60)];
  if (text.startsWith('newborn')) return [0, 3];
  const last = nums.at(-1);
  const to = last ? toMonths(last.n, last.unit, lastUnit) : 60;
  return [Math.min(from, to), Math.max(from, to)];
}

/** Things too big to post: pickup only. */
const PICKUP_ONLY = new Set([
  'full-size',
  'double',
  'wagon',
  'jogging',
  'crib',
  'crib-mattress',
  'dresser',
  'glider',
  'changing-table',
  'playpen',
  'swing',
]);

export interface Delivery {
  localPickup: boolean;
  shippingCents: number | null;
}

/** Bulky things are pickup only; small things ship flat-rate, and most can also be picked up. */
export function deliveryFor(category: string, subcategory: string, priceCents: number, seed: number): Delivery {
  if (PICKUP_ONLY.has(subcategory)) return { localPickup: true, shippingCents: null };
  const small = ['clothing', 'play', 'bath', 'diapering'].includes(category) || priceCents < 3000;
  const shippingCents = small ? 595 + (seed % 3) * 100 : 1495 + (seed % 4) * 500;
  // About one small item in four ships only (the seller would rather not meet).
  return { localPickup: !(small && seed % 4 === 0), shippingCents };
}

const WHY = [
  'Our youngest has outgrown it.',
  'We are moving to a smaller place and clearing out.',
  'We were given two, so this one is spare.',
  'Baby number two is a different size and season, so it has to go.',
  'Making room for the next stage.',
  'She decided she is too big for it, with great conviction.',
  'We are done having babies, so everything is finding a new home.',
  'It was a gift we appreciated but used less than we thought.',
  'Our kids are in school now and the basement needs its floor back.',
  'We bought an upgrade, so this one is looking for a family.',
  'Moving abroad next month and not shipping baby gear.',
  'It worked well for us; it is time someone else got the use of it.',
];

const HANDOVER_PICKUP = [
  'Pickup near the ZIP shown; I can meet at a library or a café too.',
  'Happy to show it working when you pick it up.',
  'Evenings and weekends work best for pickup.',
];
const HANDOVER_SHIP = [
  'Ships within two days, well padded.',
  'Packed carefully in a reused box and sent within two days.',
  'I post on weekdays, usually the day after you buy.',
];

/** The seller's note, why they are selling, and how they hand it over. */
export function describe(note: string, delivery: Delivery, seed: number): string {
  const why = WHY[seed % WHY.length]!;
  const handover = delivery.localPickup
    ? HANDOVER_PICKUP[(seed >>> 4) % HANDOVER_PICKUP.length]!
    : HANDOVER_SHIP[(seed >>> 4) % HANDOVER_SHIP.length]!;
  return `${note}\n\n${why} ${handover}`;
}

/** Photo 1 is landscape 4:3, the others square: the photo writer renders them at these sizes. */
export const PHOTO_SIZES = [
  { width: 1440, height: 1080 },
  { width: 1080, height: 1080 },
  { width: 1080, height: 1080 },
] as const;

const VIEWS = ['Front view', 'Close-up', 'From the side'];

/** One to three photos per listing, decided by its id. */
export function demoPhotos(listingId: string, title: string): ListingPhoto[] {
  const count = 1 + (hashId(listingId) % 3);
  return Array.from({ length: count }, (_, i) => {
    const size = PHOTO_SIZES[i]!;
    return {
      id: `p${i + 1}`,
      widths: [...PHOTO_WIDTHS],
      // Rounded as processPhoto() rounds it.
      aspect: Math.round((size.width / size.height) * 1000) / 1000,
      alt: `${VIEWS[i]} of the ${title}`.slice(0, 200),
    };
  });
}
