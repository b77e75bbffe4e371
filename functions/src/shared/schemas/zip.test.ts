// The "Near you" ZIP: five digits first, then an area the marketplace covers.
import { expect, it } from 'vitest';
import { z } from 'zod/mini';
import { UNKNOWN_ZIP_MESSAGE } from '../zip-areas.js';
import { ZIP_MESSAGE } from './listing.js';
import { nearbyZipSchema } from './zip.js';

const first = (zip: string) => z.safeParse(nearbyZipSchema, { zip }).error?.issues[0]?.message;

it('asks for five digits, then for a covered area', () => {
  expect(first('')).toBe(ZIP_MESSAGE);
  expect(first('1001')).toBe(ZIP_MESSAGE);
  expect(first('10011-1234')).toBe(ZIP_MESSAGE);
  expect(first('99501')).toBe(UNKNOWN_ZIP_MESSAGE);
  expect(first(' 10011 ')).toBeUndefined();
});
