// The sell form's values as the person types them (text, dollars) and their ListingInput: one schema
// (listingInputSchema) decides what may be saved, here and in the api function.
import type { CatalogProduct } from '@shared/catalog';
import { needsManufactureDate, type Listing, type ListingCondition, type ListingInput } from '@shared/marketplace';
import { listingInputSchema } from '@shared/schemas/listing';
import { dollarsToCents } from '@shared/schemas/fields';
import { parseAgeRange } from '@shared/outgrow';
import { schemaErrors } from '../../../ui/form/schema-errors';
import type { FormErrors } from '../../../ui/form/use-form';

export interface ListingFormValues {
  title: string;
  brand: string;
  model: string;
  productId: string;
  category: string;
  subcategory: string;
  condition: string;
  price: string;
  originalPrice: string;
  description: string;
  ageMinMonths: string;
  ageMaxMonths: string;
  manufactureDate: string;
  carSeatInCrash: '' | 'yes' | 'no';
  carSeatHasLabel: '' | 'yes' | 'no';
  pickupZip: string;
  localPickup: boolean;
  ships: boolean;
  shippingPrice: string;
}

export const EMPTY_LISTING: ListingFormValues = {
  title: '',
  brand: '',
  model: '',
  productId: '',
  category: '',
  subcategory: '',
  condition: '',
  price: '',
  originalPrice: '',
  description: '',
  ageMinMonths: '0',
  ageMaxMonths: '36',
  manufactureDate: '',
  carSeatInCrash: '',
  carSeatHasLabel: '',
  pickupZip: '',
  localPickup: true,
  ships: false,
  shippingPrice: '',
};

/** Cents from "120", "120.5" or "$1,200.00" (shared with the offer forms). */
export { dollarsToCents };

const answer = (v: '' | 'yes' | 'no'): boolean | null => (v === '' ? null : v === 'yes');
const centsText = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toFixed(2).replace(/\.00$/, '');

export function toListingInput(v: ListingFormValues): ListingInput {
  const isCarSeat = v.category === 'car-seats';
  return {
    title: v.title,
    brand: v.brand,
    model: v.model,
    productId: v.productId || null,
    category: v.category,
    subcategory: v.subcategory,
    condition: v.condition as ListingCondition,
    priceCents: dollarsToCents(v.price),
    originalPriceCents: v.originalPrice.trim() ? dollarsToCents(v.originalPrice) : null,
    description: v.description,
    ageMinMonths: Number(v.ageMinMonths),
    ageMaxMonths: Number(v.ageMaxMonths),
    manufactureDate: needsManufactureDate(v.category, v.subcategory) && v.manufactureDate ? v.manufactureDate : null,
    carSeatInCrash: isCarSeat ? answer(v.carSeatInCrash) : null,
    carSeatHasLabel: isCarSeat ? answer(v.carSeatHasLabel) : null,
    pickupZip: v.pickupZip,
    localPickup: v.localPickup,
    shippingCents: v.ships ? dollarsToCents(v.shippingPrice || '0') : null,
  };
}

/** The schema's field names are the input's; the form's differ where it holds dollars. */
const FORM_FIELD: Partial<Record<keyof ListingInput, keyof ListingFormValues>> = {
  priceCents: 'price',
  originalPriceCents: 'originalPrice',
  shippingCents: 'shippingPrice',
};

export function validateListing(values: ListingFormValues): FormErrors<ListingFormValues> {
  const errors = schemaErrors<ListingInput>(listingInputSchema, toListingInput(values));
  const out: FormErrors<ListingFormValues> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = FORM_FIELD[key as keyof ListingInput] ?? (key as keyof ListingFormValues);
    out[field] ??= message;
  }
  return out;
}

export function valuesFromListing(l: Listing): ListingFormValues {
  return {
    title: l.title,
    brand: l.brand,
    model: l.model,
    productId: l.productId ?? '',
    category: l.category,
    subcategory: l.subcategory,
    condition: l.condition,
    price: centsText(l.priceCents),
    originalPrice: centsText(l.originalPriceCents),
    description: l.description,
    ageMinMonths: String(l.ageMinMonths),
    ageMaxMonths: String(l.ageMaxMonths),
    manufactureDate: l.manufactureDate ?? '',
    carSeatInCrash: l.carSeatInCrash === null ? '' : l.carSeatInCrash ? 'yes' : 'no',
    carSeatHasLabel: l.carSeatHasLabel === null ? '' : l.carSeatHasLabel ? 'yes' : 'no',
    pickupZip: l.pickup.zip,
    localPickup: l.localPickup,
    ships: l.shippingCents !== null,
    shippingPrice: centsText(l.shippingCents),
  };
}

/** The ages a listing's "Age from" and "Age to" offer, in months. */
export const LISTING_AGES = [0, 3, 6, 9, 12, 18, 24, 36, 48, 60, 72, 96, 120, 144] as const;

/**
 * A catalog age range ("Birth to 12 months", "Newborn (up to 10 lb)", "4+ years") as the listing's
 * nearest ages that hold it, read by the outgrow timeline's parser (the one reader of age ranges): the
 * start rounded down, the end rounded up, an open end at the oldest. Null when the range says no age.
 */
export function ageRangeMonths(text: string): [number, number] | null {
  const span = parseAgeRange(text);
  if (!span) return null;
  const oldest = LISTING_AGES[LISTING_AGES.length - 1]!;
  const min = [...LISTING_AGES].reverse().find((m) => m <= span.fromMonths) ?? 0;
  const max = span.toMonths === null ? oldest : (LISTING_AGES.find((m) => m >= span.toMonths!) ?? oldest);
  return min <= max ? [min, max] : null;
}

/** A draft of a catalog product: what the registry's "Sell this" and the title suggestions fill in. */
export function valuesFromProduct(p: CatalogProduct, base: ListingFormValues = EMPTY_LISTING): ListingFormValues {
  const ages = ageRangeMonths(p.ageRange);
  return {
    ...base,
    title: p.title,
    brand: p.brand,
    productId: p.id,
    category: p.category,
    subcategory: p.subcategory,
    originalPrice: p.price ? String(p.price) : '',
    ...(ages ? { ageMinMonths: String(ages[0]), ageMaxMonths: String(ages[1]) } : {}),
  };
}
