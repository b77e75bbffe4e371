// /api routes of listing alerts (marketplace/alerts, decision 016): saving and changing one, where the
// cap of 50 a person and the ZIP's area are held. The owner reads and deletes theirs under the rules.
import { Router } from 'express';
import { z } from 'zod';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { documentId } from '../lib/params.js';
import { limitRequest } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { ALERT_WRITE_LIMIT, createListingAlert, updateListingAlert } from '../marketplace/alerts/alerts.js';
import type { AlertRadiusMiles } from '../shared/listing-alerts.js';
import { listingAlertBodySchema, listingAlertChangeSchema } from '../shared/schemas/listing-alert.js';

export const marketplaceAlertsRouter = Router();

marketplaceAlertsRouter.post('/marketplace/alerts', requireAuth, async (req, res) => {
  const body = parse(listingAlertBodySchema, req.body);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, ALERT_WRITE_LIMIT, uid);
  const alert = await createListingAlert(uid, { ...body, radiusMiles: body.radiusMiles as AlertRadiusMiles });
  res.status(201).json({ alert });
});

marketplaceAlertsRouter.patch('/marketplace/alerts/:id', requireAuth, async (req, res) => {
  const { id } = parse(z.object({ id: documentId }), req.params);
  const body = parse(listingAlertChangeSchema, req.body);
  const { uid } = (req as AuthedRequest).caller;
  await limitRequest(req, ALERT_WRITE_LIMIT, uid);
  const alert = await updateListingAlert(uid, id, { ...body, radiusMiles: body.radiusMiles as AlertRadiusMiles });
  res.json({ alert });
});
