// /api routes of the programmes area: application forms. A bearer token is optional: when sent and
// valid, the application carries the applicant's uid (for their data export and account deletion).
import { Router } from 'express';
import { callerFrom } from '../lib/auth.js';
import { limitRequest } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { APPLICATION_LIMIT, applicationBody, submitApplication } from '../programmes/submit-application.js';

export const programmesRouter = Router();

programmesRouter.post('/applications', async (req, res) => {
  const input = parse(applicationBody, req.body);
  const caller = await callerFrom(req);
  await limitRequest(req, APPLICATION_LIMIT, caller?.uid ?? null);
  res.status(201).json(await submitApplication(input, caller?.uid ?? null));
});
