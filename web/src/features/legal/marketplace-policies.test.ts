// The marketplace policy pages state the numbers the code enforces: fees and their worked examples,
// listing limits, offers, the checkout reservation, the protection window, the order states, the
// car seat lifetimes and every prohibited item. Change a constant and this fails until the page says so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_COOL_OFF_MS,
  CHECKOUT_RESERVATION_MS,
  DEFAULT_CAR_SEAT_LIFETIME_YEARS,
  FEES,
  LISTING_CONDITIONS,
  MAX_OPEN_CHECKOUTS,
  LISTING_LIMITS,
  MANUFACTURE_DATE_SUBCATEGORIES,
  MARKETPLACE_LIMITS,
  OFFER_RULES,
  ORDER_STATUS_LABELS,
  PROTECTION_WINDOW_MS,
  activeListingLimit,
  orderAmounts,
  type Fulfilment,
} from '@shared/marketplace';
import { PICKUP_CODE_LENGTH, PICKUP_LOCK_MS, PICKUP_MAX_WRONG_CODES } from '@shared/pickup';
import { SELLER_ADDRESS_DAYS } from '@shared/shipping';
import { CAR_SEAT_LIFETIMES, CRIB_STANDARD_MONTH, PROHIBITED_ITEMS } from '@shared/marketplace-safety';

const page = (name: string) => readFileSync(path.join(__dirname, 'content', `${name}.md`), 'utf8');
const fee = page('fee-policy');
const limits = page('excessive-listing-removal-policy');
const protect = page('recess-protect');
const buyer = page('buyer-policy');
const seller = page('seller-policy');
const shipping = page('shipping-policy');
const returns = page('return-policy');
const prohibited = page('prohibited-items-policy');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Markdown table row with these cells, however Prettier pads them. */
const row = (...cells: string[]) => new RegExp(`\\|\\s*${cells.map(escape).join('\\s*\\|\\s*')}\\s*\\|`);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const percent = (bps: number) => `${bps / 100}%`;
const HOUR = 60 * 60 * 1000;
const protectionDays = `${PROTECTION_WINDOW_MS / (24 * HOUR)} days`;

describe('fee policy', () => {
  it('states each fee as the code charges it', () => {
    expect(fee).toContain(
      `${percent(FEES.sellingFeeShippedBps)} of the item price (minimum ${dollars(FEES.sellingFeeShippedMinCents)})`,
    );
    expect(fee).toContain(`${percent(FEES.sellingFeePickupBps)} of the item price`);
    expect(fee).toContain(
      `${percent(FEES.protectFeeShippedBps)} of the item price + ${dollars(FEES.protectFeeShippedFixedCents)}`,
    );
    expect(fee).not.toMatch(/Pro Seller/);
  });

  it.each<[string, number, Fulfilment, number]>([
    ['a shipped stroller', 12_000, 'ship', 1_800],
    ['the same stroller picked up', 12_000, 'pickup', 0],
    ['a small item under the minimum fee', 1_000, 'ship', 0],
    ['an accepted offer, shipped', 9_000, 'ship', 1_800],
  ])('works %s out to the cent', (_, item, fulfilment, shippingCents) => {
    const a = orderAmounts(item, fulfilment, shippingCents);
    expect(fee).toContain(dollars(a.payoutCents));
    expect(fee).toContain(dollars(a.sellingFeeCents));
    if (fulfilment === 'ship') {
      expect(fee).toContain(dollars(a.protectFeeCents));
      if (shippingCents > 0) expect(fee).toContain(dollars(a.totalCents));
    }
  });

  it('states the listing limits', () => {
    expect(fee).toContain(`up to ${LISTING_LIMITS.newSellerActive} active listings`);
    expect(fee).toContain(`raises the limit by ${LISTING_LIMITS.perCompletedSale}`);
    expect(fee).toContain(`stops at ${LISTING_LIMITS.maxActive}`);
  });
});

describe('excessive listing removal policy', () => {
  it('has the limit table and a worked example from activeListingLimit', () => {
    const salesToMax = (LISTING_LIMITS.maxActive - LISTING_LIMITS.newSellerActive) / LISTING_LIMITS.perCompletedSale;
    expect(limits).toMatch(new RegExp(`None \\(a new seller\\)\\s*\\|\\s*${LISTING_LIMITS.newSellerActive}\\s*\\|`));
    expect(limits).toMatch(new RegExp(`Each completed sale\\s*\\|\\s*${LISTING_LIMITS.perCompletedSale} more`));
    expect(limits).toMatch(new RegExp(`${salesToMax} or more\\s*\\|\\s*${LISTING_LIMITS.maxActive}`));
    expect(limits).toContain(`4 completed sales may have ${activeListingLimit(4)} active listings`);
    expect(limits).not.toMatch(/24-hour|Pro Seller|180 days/);
  });
});

describe('offers, checkout and orders', () => {
  const offerHours = `${OFFER_RULES.expiresAfterMs / HOUR} hours`;
  const reservation = `${CHECKOUT_RESERVATION_MS / 60_000} minutes`;

  it('gives the same offer and reservation rules to buyers and sellers', () => {
    const half = OFFER_RULES.minFractionBps === 5000 ? 'at least half' : `${percent(OFFER_RULES.minFractionBps)}`;
    for (const text of [buyer, seller]) {
      expect(text).toContain(half);
      expect(text).toContain(offerHours);
      expect(text).toContain(reservation);
      expect(text).toMatch(/one open offer per/i);
      expect(text).toMatch(/accept.*decline.*counter/);
    }
  });

  it('tells buyers how many items they may hold, the wait after a lapsed hold, and that a late payment is refunded', () => {
    expect(buyer).toContain(`at most ${MAX_OPEN_CHECKOUTS} items reserved at a time`);
    expect(buyer).toContain(`you can reserve that item again after ${CHECKOUT_COOL_OFF_MS / HOUR} hours`);
    expect(buyer).toMatch(/leave the payment page, the reservation ends at once/);
    expect(buyer).toMatch(/no order is made: we refund the full amount/);
  });

  it('names every order status and the protection window', () => {
    for (const label of Object.values(ORDER_STATUS_LABELS))
      expect(protect).toMatch(new RegExp(`\\|\\s*${escape(label)}\\s*\\|`));
    for (const text of [protect, buyer, seller, shipping, returns, fee]) {
      expect(text).toContain(protectionDays);
      expect(text).not.toMatch(/72-hour|Confirm item is OK|partial refund/i);
    }
    expect(shipping).toContain(`up to $${MARKETPLACE_LIMITS.maxShippingCents / 100}`);
    expect(shipping).toMatch(/cannot be marked shipped without one/);
  });

  it('explains the pickup code as the order page works: the buyer shows it, the seller enters it, no buyer cancel once ready', () => {
    const digits = `${PICKUP_CODE_LENGTH}-digit pickup code`;
    for (const text of [buyer, seller, shipping]) expect(text).toContain(digits);
    expect(seller).toContain(`After five wrong codes, entry pauses for ${PICKUP_LOCK_MS / 60_000} minutes`);
    expect(PICKUP_MAX_WRONG_CODES).toBe(5);
    expect(buyer).toMatch(/marked the order ready for pickup, you cannot cancel it yourself/);
    for (const text of [buyer, protect, returns]) expect(text).not.toMatch(/picked up, the order can be cancelled/);
  });

  it('promises no prepaid label (sellers buy their own) and states who sees the address, and how long', () => {
    for (const text of [shipping, buyer, seller, fee, page('faqs'), page('terms'), page('privacy-policy')])
      expect(text).not.toMatch(/prepaid(,)? (tracked )?label (the seller|from (the app|Recess))|labels are prepaid/i);
    expect(shipping).toContain(`the seller only until ${SELLER_ADDRESS_DAYS} days after the order completes`);
    expect(page('privacy-policy')).toContain(`until ${SELLER_ADDRESS_DAYS} days after the order completes`);
  });

  it('lists the five condition grades as the listing form explains them', () => {
    for (const c of LISTING_CONDITIONS) expect(seller).toMatch(row(c.label, c.explanation));
  });
});

describe('prohibited items policy', () => {
  it('lists every prohibited item the screening blocks, with its reason', () => {
    for (const item of PROHIBITED_ITEMS) expect(prohibited).toMatch(row(item.name, item.reason));
  });

  it('states the car seat expiry rule and each brand lifetime', () => {
    expect(prohibited).toContain(`${DEFAULT_CAR_SEAT_LIFETIME_YEARS} years after it when the brand states no lifetime`);
    for (const l of CAR_SEAT_LIFETIMES) expect(prohibited).toMatch(row(l.brand, `${l.years} years`));
    expect(prohibited).toMatch(/has been in a crash/);
    expect(prohibited).toMatch(/manufacturer labels/);
    expect(prohibited).not.toMatch(/within 12 months/);
  });

  it('names the crib standard month and every item that needs a manufacture date', () => {
    const [year, month] = CRIB_STANDARD_MONTH.split('-').map(Number);
    const monthName = new Date(Date.UTC(year!, month! - 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    expect(prohibited).toContain(`before ${monthName} ${year}`);
    const words: Record<string, string> = {
      crib: 'crib',
      bassinet: 'bassinet',
      'infant-sleeper': 'infant sleeper',
      'high-chair': 'high chair',
      'travel-crib': 'travel crib',
    };
    for (const sub of MANUFACTURE_DATE_SUBCATEGORIES) {
      expect(prohibited).toContain(words[sub] ?? sub);
      expect(seller).toContain(words[sub] ?? sub);
    }
  });
});
