// /api routes of the seller's side of the marketplace: listings (create, edit, publish, remove) and
// their photos (upload, delete, and serving them to anyone, same-origin, cached for minutes).
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import { limitRequest, type RateLimit } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import {
  createListing,
  editListing,
  publishListing,
  removeListing,
  type ListingResult,
} from '../marketplace/listings/listings.js';
import { listingRef } from '../marketplace/listings/listing-doc.js';
import { PRICE_SUGGESTION_LIMIT, priceSuggestion } from '../marketplace/pricing/price-suggestion.js';
import { familyToday, sweepResaleReminders } from '../marketplace/reminders/sweep.js';
import { isDemoAllowed } from '../marketplace/payments/provider.js';
import {
  deleteListingPhoto,
  deleteStoredPhotos,
  isPhotoShown,
  PHOTO_CACHE_CONTROL,
} from '../marketplace/photos/listing-photos.js';
import { parsePhotoFile, PHOTO_ID, photoObjectPath } from '../marketplace/photos/photo-paths.js';
import { photoStore } from '../marketplace/photos/photo-store.js';
import { listingInputSchema } from '../shared/schemas/listing.js';

export const marketplaceListingsRouter = Router();

/** Drafts per seller per hour: plenty for a family clearing a nursery, not for a script. */
export const LISTING_CREATE_LIMIT: RateLimit = {
  scope: 'listing-create',
  max: 60,
  windowMs: 60 * 60 * 1000,
  message: 'You have started a lot of listings in the last hour. Please finish or remove some, then try again.',
};
const listingParams = z.object({ id: documentId });
const photoParams = z.object({ id: documentId, photoId: z.string().regex(PHOTO_ID, 'The photo id is not valid.') });
const uid = (req: Request) => (req as AuthedRequest).caller.uid;

function send(res: Response, result: ListingResult): void {
  res
    .status(result.status)
    .json(result.message ? { listing: result.listing, message: result.message } : result.listing);
}

marketplaceListingsRouter.post('/marketplace/listings', requireAuth, async (req, res) => {
  const input = parse(listingInputSchema, req.body);
  await limitRequest(req, LISTING_CREATE_LIMIT, uid(req));
  send(res, await createListing(uid(req), input));
});

/** The sell form's suggested price for a catalog product, for every condition at once (issue 27 §2). */
marketplaceListingsRouter.get('/marketplace/price-suggestion', requireAuth, async (req, res) => {
  const { productId } = parse(z.object({ productId: documentId }).strict(), req.query);
  await limitRequest(req, PRICE_SUGGESTION_LIMIT, uid(req));
  res.json(await priceSuggestion(productId));
});

/** Admins run the weekly resale reminder's sweep now; on the emulators a test may say what day it is. */
marketplaceListingsRouter.post('/admin/marketplace/resale-reminders', requireAuth, async (req, res) => {
  if (!(req as AuthedRequest).caller.isAdmin) throw forbidden('Only admins can send the resale reminders.');
  const { today } = parse(
    z
      .object({
        today: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the day as YYYY-MM-DD.')
          .optional(),
      })
      .strict(),
    req.body ?? {},
  );
  if (today !== undefined && !isDemoAllowed()) throw badRequest('The day can only be set on the emulators.');
  // The reminders are written by their tasks, each within moments.
  res.json(await sweepResaleReminders(today ?? familyToday(Date.now())));
});

marketplaceListingsRouter.patch('/marketplace/listings/:id', requireAuth, async (req, res) => {
  const { id } = parse(listingParams, req.params);
  send(res, await editListing(uid(req), id, parse(listingInputSchema, req.body)));
});

marketplaceListingsRouter.post('/marketplace/listings/:id/publish', requireAuth, async (req, res) => {
  const { id } = parse(listingParams, req.params);
  send(res, await publishListing(uid(req), id));
});

marketplaceListingsRouter.post('/marketplace/listings/:id/remove', requireAuth, async (req, res) => {
  const { id } = parse(listingParams, req.params);
  const result = await removeListing(uid(req), id);
  // The seller ended it: its photos go too (the serving route already refuses a removed listing's).
  if (result.listing.status === 'removed') await deleteStoredPhotos(id, result.listing.photos);
  send(res, result);
});

marketplaceListingsRouter.delete('/marketplace/listings/:id/photos/:photoId', requireAuth, async (req, res) => {
  const { id, photoId } = parse(photoParams, req.params);
  res.json(await deleteListingPhoto(uid(req), id, photoId));
});

// Anyone may fetch a listing's photo here, and only here (storage.rules allow no direct reads); names are checked strictly.
// A photo's URL names one upload (a random id), so its bytes never change; what changes is whether
// it may be shown: a deleted photo or a removed listing's is gone from the CDN within
// PHOTO_CACHE_CONTROL's s-maxage, not a year (issue 23 #14).
marketplaceListingsRouter.get('/marketplace/photos/:listingId/:file', async (req, res) => {
  const listingId = String(req.params.listingId);
  const file = parsePhotoFile(String(req.params.file));
  if (!PHOTO_ID.test(listingId) || !file) throw notFound('No such photo.');
  const [data, listing] = await Promise.all([
    photoStore().get(photoObjectPath(listingId, file.photoId, file.width)),
    listingRef(listingId).get(),
  ]);
  if (!data || !isPhotoShown(listing.get('status'))) throw notFound('No such photo.');
  res.set('Cache-Control', PHOTO_CACHE_CONTROL);
  res.type('image/webp').send(data);
});
