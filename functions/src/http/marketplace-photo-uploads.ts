// POST /api/marketplace/listings/{id}/photos: the one route of the `photos` function (index.ts), which
// Hosting sends uploads to. Decoding an image takes memory in bursts, so it runs apart from the api:
// its own memory, one request per instance, and nothing else in it to take down.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { documentId } from '../lib/params.js';
import { limitRequest, type RateLimit } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { addListingPhoto } from '../marketplace/photos/listing-photos.js';

export const marketplacePhotoUploadRouter = Router();

/** Photo uploads per seller per hour (each is processed at three widths). */
export const PHOTO_UPLOAD_LIMIT: RateLimit = {
  scope: 'listing-photo',
  max: 120,
  windowMs: 60 * 60 * 1000,
  message: 'You have uploaded a lot of photos in the last hour. Please try again later.',
};

const listingParams = z.object({ id: documentId });

/** The image as sent: the Functions runtime's raw body, or express.raw's where Express parsed it. */
export function imageBody(req: Request): Buffer {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
}

marketplacePhotoUploadRouter.post('/marketplace/listings/:id/photos', requireAuth, async (req, res) => {
  const { id } = parse(listingParams, req.params);
  const uid = (req as AuthedRequest).caller.uid;
  await limitRequest(req, PHOTO_UPLOAD_LIMIT, uid);
  res.status(201).json(await addListingPhoto(uid, id, imageBody(req)));
});
