// Shipping shared by web and functions: the US states and the limits of a shipping address, and
// the carriers' tracking-number formats with their tracking pages (one validator for the ship form
// and the api). No Firebase imports.

/** USPS two-letter codes of the 50 states and DC: where the shipping policy says we ship. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export type UsStateCode = (typeof US_STATES)[number][0];
export const US_STATE_CODES = US_STATES.map(([code]) => code) as [UsStateCode, ...UsStateCode[]];

export const ADDRESS_LIMITS = { name: 100, line1: 100, line2: 100, city: 60 } as const;

/** A US shipping address as the checkout form, the api and the order's shipping document hold it. */
export interface UsAddress {
  name: string;
  line1: string;
  /** '' when there is none. */
  line2: string;
  city: string;
  state: UsStateCode;
  /** 12345 or 12345-6789. */
  zip: string;
}

/** The address as a label prints it, one line each. */
export function addressLines(a: UsAddress): string[] {
  return [a.name, a.line1, ...(a.line2 ? [a.line2] : []), `${a.city}, ${a.state} ${a.zip}`];
}

/** Days a seller can still read the buyer's address after the order completes (returns, claims). */
export const SELLER_ADDRESS_DAYS = 30;

// ---- Tracking numbers ------------------------------------------------------------------------------

export type Carrier = 'usps' | 'ups' | 'fedex';

export const CARRIERS: Record<Carrier, { name: string; trackingUrl: (n: string) => string }> = {
  usps: {
    name: 'USPS',
    trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  },
  ups: { name: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}` },
  fedex: { name: 'FedEx', trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}` },
};

/**
 * The carriers' published formats, checked in this order (a 22-digit number starting 92 to 95 is a
 * USPS Intelligent Mail barcode; FedEx's long Ground numbers start 96).
 */
const FORMATS: [Carrier, RegExp][] = [
  ['ups', /^1Z[0-9A-Z]{16}$/],
  ['usps', /^9[1-5]\d{18}(\d{2})?$/],
  ['usps', /^(82|70|23|03)\d{18}$/],
  ['usps', /^[A-Z]{2}\d{9}US$/],
  ['fedex', /^\d{12}$|^\d{15}$/],
  ['fedex', /^96\d{20}$/],
];

export const TRACKING_MESSAGE =
  'Enter the tracking number exactly as it is on the label: USPS (20 or 22 digits, or like EA123456789US), UPS (1Z and 16 letters or digits) or FedEx (12, 15 or 22 digits).';

/** The number without spaces or dashes, in capitals: how it is stored and linked. */
export const normaliseTracking = (raw: string): string => raw.replace(/[\s-]/g, '').toUpperCase();

/** The carrier whose format the number has, and the number as stored; null when it fits none. */
export function parseTracking(raw: string): { carrier: Carrier; trackingNumber: string } | null {
  const trackingNumber = normaliseTracking(raw);
  const match = FORMATS.find(([, re]) => re.test(trackingNumber));
  return match ? { carrier: match[0], trackingNumber } : null;
}

/** The carrier's public tracking page for a stored number; null when the number fits no format. */
export function trackingLink(trackingNumber: string): { carrier: string; url: string } | null {
  const parsed = parseTracking(trackingNumber);
  if (!parsed) return null;
  const c = CARRIERS[parsed.carrier];
  return { carrier: c.name, url: c.trackingUrl(parsed.trackingNumber) };
}
