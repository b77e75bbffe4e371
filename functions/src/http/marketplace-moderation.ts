// /api routes of marketplace safety: reporting a listing, and the admins' moderation queue and recalls.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { forbidden } from '../lib/errors.js';
import { documentId } from '../lib/params.js';
import { limitRequest } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { addRecall } from '../marketplace/moderation/add-recall.js';
import { approveItem, listQueue, parseQueueStatus, removeItem } from '../marketplace/moderation/admin-queue.js';
import { REPORT_LIMIT, reportListing } from '../marketplace/moderation/report.js';
import { moderationRemoveSchema, recallInputSchema } from '../shared/marketplace-safety.js';
import { reportBodySchema } from '../shared/schemas/listing.js';

export const marketplaceModerationRouter = Router();

const idParams = z.object({ id: documentId });
const queueQuery = z.object({
  status: z.string().max(20).optional(),
  cursor: z.string().max(500).optional(),
});

/** The signed-in admin's uid; 403 for anyone else. */
function adminUid(req: Request): string {
  const { caller } = req as AuthedRequest;
  if (!caller.isAdmin) throw forbidden('Only admins can moderate the marketplace.');
  return caller.uid;
}

marketplaceModerationRouter.post('/marketplace/listings/:id/report', requireAuth, async (req, res) => {
  const { id } = parse(idParams, req.params);
  const { reason } = parse(reportBodySchema, req.body);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, REPORT_LIMIT, uid);
  res.status(201).json(await reportListing({ listingId: id, reporterUid: uid, reason }));
});

marketplaceModerationRouter.get('/admin/marketplace/queue', requireAuth, async (req, res) => {
  adminUid(req);
  const query = parse(queueQuery, req.query);
  res.json(await listQueue(parseQueueStatus(query.status), query.cursor || null));
});

marketplaceModerationRouter.post('/admin/marketplace/queue/:id/approve', requireAuth, async (req, res) => {
  const uid = adminUid(req);
  const { id } = parse(idParams, req.params);
  res.json(await approveItem(id, uid));
});

marketplaceModerationRouter.post('/admin/marketplace/queue/:id/remove', requireAuth, async (req, res) => {
  const uid = adminUid(req);
  const { id } = parse(idParams, req.params);
  const { reason } = parse(moderationRemoveSchema, req.body);
  res.json(await removeItem(id, reason, uid));
});

marketplaceModerationRouter.post('/admin/marketplace/recalls', requireAuth, async (req, res) => {
  const uid = adminUid(req);
  const input = parse(recallInputSchema, req.body);
  res.status(201).json(await addRecall(input, uid));
});
