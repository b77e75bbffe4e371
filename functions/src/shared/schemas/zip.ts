// The ZIP a visitor gives for "Near you" (kept in their browser, sent as the browse's zip): five digits
// in an area the marketplace covers.
import { z } from 'zod/mini';
import { UNKNOWN_ZIP_MESSAGE, zipArea } from '../zip-areas.js';
import { ZIP_MESSAGE } from './listing.js';

export const nearbyZipSchema = z.strictObject({
  zip: z.string({ error: ZIP_MESSAGE }).check(
    z.trim(),
    z.regex(/^\d{5}$/, ZIP_MESSAGE),
    z.refine((zip) => !/^\d{5}$/.test(zip) || zipArea(zip) !== null, UNKNOWN_ZIP_MESSAGE),
  ),
});
export type NearbyZip = z.infer<typeof nearbyZipSchema>;
