// /api routes of analytics: batch ingestion (a bearer token is optional and only joins the rate
// limit to the account) and the admin-only funnel report.
import { Router } from 'express';
import { ANALYTICS_LIMIT, analyticsBatchBody, ingestBatch } from '../analytics/ingest-batch.js';
import { funnelQuery, funnelReport } from '../analytics/funnel-report.js';
import { callerFrom, callerFromIdToken, requireAuth, type AuthedRequest } from '../lib/auth.js';
import { forbidden } from '../lib/errors.js';
import { limitRequest } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';

export const analyticsRouter = Router();

analyticsRouter.post('/analytics/batch', async (req, res) => {
  const { events, idToken } = parse(analyticsBatchBody, req.body);
  const caller = (await callerFrom(req)) ?? (idToken ? await callerFromIdToken(idToken) : null);
  await limitRequest(req, ANALYTICS_LIMIT, caller?.uid ?? null);
  // The account an event belongs to is the verified caller's, never what the body says.
  res.json(await ingestBatch(events, caller?.uid ?? null));
});

analyticsRouter.get('/admin/analytics/funnel', requireAuth, async (req, res) => {
  if (!(req as AuthedRequest).caller.isAdmin) throw forbidden('Only admins can see analytics.');
  const { from, to } = parse(funnelQuery, req.query);
  res.json(await funnelReport(from, to));
});
