// /api routes of the account area: first sign-in, profile lookup, and the data export and account
// deletion jobs (started, followed, downloaded), plus the older one-request export and deletion.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { jobView, readAccountJob, statusKeyMatches, type AccountJobDoc } from '../account/account-jobs.js';
import { checkUserExists } from '../account/check-user-exists.js';
import { createUserAndRegistry, createUserAndRegistryBody } from '../account/create-user-and-registry.js';
import { assertRecentSignIn, runJobInRequest } from '../account/delete-account.js';
import { exportLink, sendExportFile } from '../account/download-export.js';
import { startAccountJob } from '../account/start-account-job.js';
import { getUserProfile } from '../account/user-profile.js';
import { assertSelf, callerFrom, requireAuth, type AuthedRequest } from '../lib/auth.js';
import { notFound, unauthorized } from '../lib/errors.js';
import { documentId, uidParams } from '../lib/params.js';
import { parse } from '../lib/validate.js';
import { DELETION_KEY_HEADER, startAccountJobBody } from '../shared/account-jobs.js';

export const accountRouter = Router();

const jobParams = z.object({ jobId: documentId });
const JOB_NOT_FOUND = 'We could not find that request.';

accountRouter.get('/check-user-exists/:uid', requireAuth, async (req, res) => {
  const { uid } = parse(uidParams, req.params);
  assertSelf(req, uid);
  res.json(await checkUserExists(uid));
});

accountRouter.post('/create-user-and-registry', requireAuth, async (req, res) => {
  const body = parse(createUserAndRegistryBody, req.body);
  assertSelf(req, body.uid);
  res.json(await createUserAndRegistry(body));
});

accountRouter.get('/user-profile/:uid', requireAuth, async (req, res) => {
  const { uid } = parse(uidParams, req.params);
  assertSelf(req, uid);
  res.json(await getUserProfile(uid));
});

/** Starts an export or a deletion (202 with the job); a deletion needs a recent sign-in. */
accountRouter.post('/account/jobs', requireAuth, async (req, res) => {
  const { kind } = parse(startAccountJobBody, req.body);
  const { uid, token } = (req as AuthedRequest).caller;
  if (kind === 'delete') assertRecentSignIn(token);
  const { job, statusKey } = await startAccountJob(uid, kind);
  res.status(202).json({ job, statusKey });
});

/**
 * The caller's own job (404 for anyone else's, so ids reveal nothing). A deletion's job is also read
 * with its status key, because the account, and so its ID token, is gone when it finishes.
 */
async function ownJob(req: Request, { allowKey }: { allowKey: boolean }): Promise<[string, AccountJobDoc]> {
  const { jobId } = parse(jobParams, req.params);
  const job = await readAccountJob(jobId);
  if (allowKey && job?.kind === 'delete' && statusKeyMatches(job, req.get(DELETION_KEY_HEADER))) return [jobId, job];
  const caller = await callerFrom(req);
  if (!caller) throw unauthorized('A valid bearer ID token is required.');
  if (!job || job.uid !== caller.uid) throw notFound(JOB_NOT_FOUND);
  return [jobId, job];
}

accountRouter.get('/account/jobs/:jobId', async (req, res) => {
  const [jobId, job] = await ownJob(req, { allowKey: true });
  res.json(jobView(jobId, job));
});

/** `{url}`: a signed link in production, null where the file is downloaded from the api (below). */
accountRouter.get('/account/jobs/:jobId/link', async (req, res) => {
  const [jobId, job] = await ownJob(req, { allowKey: false });
  res.json({ url: await exportLink(jobId, job) });
});

accountRouter.get('/account/jobs/:jobId/download', async (req, res) => {
  const [jobId, job] = await ownJob(req, { allowKey: false });
  await sendExportFile(res, jobId, job);
});

/** The whole export in one request when it is ready within it; otherwise 202 with the job to follow. */
accountRouter.get('/account/export', requireAuth, async (req, res: Response) => {
  const { uid } = (req as AuthedRequest).caller;
  const { jobId, finished, view } = await runJobInRequest(uid, 'export');
  if (!finished) return void res.status(202).json({ job: view, statusKey: null });
  await sendExportFile(res, jobId, finished);
});

/** `{deleted: true}` when done within the request; otherwise 202 with the job and its status key. */
accountRouter.delete('/account', requireAuth, async (req, res) => {
  const { uid, token } = (req as AuthedRequest).caller;
  assertRecentSignIn(token);
  const { finished, view, statusKey } = await runJobInRequest(uid, 'delete');
  if (!finished) return void res.status(202).json({ job: view, statusKey });
  res.json({ deleted: true });
});
