// /api route of saving a listing: the cap on saved listings and the card copy (marketplace/saved).
import { Router } from 'express';
import { z } from 'zod';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { documentId } from '../lib/params.js';
import { limitRequest } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { SAVE_LIMIT, saveListingFor } from '../marketplace/saved/save-listing.js';

export const marketplaceSavedRouter = Router();

marketplaceSavedRouter.post('/marketplace/saved/:id', requireAuth, async (req, res) => {
  const { id } = parse(z.object({ id: documentId }), req.params);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, SAVE_LIMIT, uid);
  res.json(await saveListingFor(uid, id));
});
