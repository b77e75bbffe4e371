// The tracking-number validator the ship form and the api share (carrier by format, its tracking
// page), and the US shipping address schema of the checkout form, the api and the webhook.
import { describe, expect, it } from 'vitest';
import { shipBodySchema } from './schemas/listing.js';
import { parseUsAddress, usAddressSchema, ZIP_PLUS_FOUR_MESSAGE } from './schemas/shipping-address.js';
import { parseTracking, trackingLink, TRACKING_MESSAGE } from './shipping.js';

describe('tracking numbers', () => {
  it.each([
    ['9400 1000 0000 0000 0000 00', 'usps', '9400100000000000000000'],
    ['9205590164917312751089', 'usps', '9205590164917312751089'],
    ['EA123456789US', 'usps', 'EA123456789US'],
    ['1z999aa1-0123456784', 'ups', '1Z999AA10123456784'],
    ['1Z 999 AA1 01 2345 6784', 'ups', '1Z999AA10123456784'],
    ['7946 1234 5678', 'fedex', '794612345678'],
    ['9612 3456 7890 1234 5678 90', 'fedex', '9612345678901234567890'],
  ])('reads %s as %s', (raw, carrier, stored) => {
    expect(parseTracking(raw)).toEqual({ carrier, trackingNumber: stored });
  });

  it.each(['12345', 'ABC', '1Z12345', '9400 1000 00', 'EA123456789CA', '1234567890123', ''])(
    'refuses %j, in the api body with the message that says what fits',
    (raw) => {
      expect(parseTracking(raw)).toBeNull();
      const parsed = shipBodySchema.safeParse({ trackingNumber: raw });
      expect(parsed.success).toBe(false);
      if (raw) expect(parsed.error?.issues[0]?.message).toBe(TRACKING_MESSAGE);
    },
  );

  it("links each carrier's tracking page", () => {
    expect(trackingLink('9400100000000000000000')).toEqual({
      carrier: 'USPS',
      url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    });
    expect(trackingLink('1Z999AA10123456784')?.url).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingLink('794612345678')?.url).toBe('https://www.fedex.com/fedextrack/?trknbr=794612345678');
    expect(trackingLink('not a number')).toBeNull();
  });
});

describe('US shipping address', () => {
  const good = {
    name: 'Sam Okoro',
    line1: '210 Prospect Park W',
    line2: '',
    city: 'Brooklyn',
    state: 'ny',
    zip: '11215',
  };

  it('takes a ZIP or ZIP+4 and a state code in any case, stored in capitals', () => {
    expect(parseUsAddress(good)).toEqual({ ...good, state: 'NY' });
    expect(parseUsAddress({ ...good, zip: '11215-1234' })?.zip).toBe('11215-1234');
  });

  it('refuses a bad ZIP, a state that is not a USPS code, a missing street and an over-long name, each with its message', () => {
    const message = (value: object) => usAddressSchema.safeParse({ ...good, ...value }).error?.issues[0]?.message;
    expect(message({ zip: '1121' })).toBe(ZIP_PLUS_FOUR_MESSAGE);
    expect(message({ zip: '11215-12' })).toBe(ZIP_PLUS_FOUR_MESSAGE);
    expect(message({ state: 'PR' })).toBe('Choose the state.');
    expect(message({ state: 'New York' })).toBe('Choose the state.');
    expect(message({ line1: '  ' })).toBe('Enter the street address.');
    expect(message({ name: 'x'.repeat(101) })).toBe('Keep it to 100 characters or fewer.');
    expect(usAddressSchema.safeParse({ ...good, country: 'US' }).success).toBe(false);
  });
});
