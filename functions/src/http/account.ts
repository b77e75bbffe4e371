// /api routes of the account area: first sign-in, profile lookup, data export and deletion.
import { Router } from 'express';
import { checkUserExists } from '../account/check-user-exists.js';
import { createUserAndRegistry, createUserAndRegistryBody } from '../account/create-user-and-registry.js';
import { assertRecentSignIn, deleteAccount } from '../account/delete-account.js';
import { exportAccount, exportFileName } from '../account/export-account.js';
import { getUserProfile } from '../account/user-profile.js';
import { assertSelf, requireAuth, type AuthedRequest } from '../lib/auth.js';
import { uidParams } from '../lib/params.js';
import { parse } from '../lib/validate.js';

export const accountRouter = Router();

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

accountRouter.get('/account/export', requireAuth, async (req, res) => {
  const { uid } = (req as AuthedRequest).caller;
  const data = await exportAccount(uid);
  res.set('Content-Disposition', `attachment; filename="${exportFileName(uid)}"`);
  res.type('application/json').send(JSON.stringify(data, null, 2));
});

accountRouter.delete('/account', requireAuth, async (req, res) => {
  const { uid, token } = (req as AuthedRequest).caller;
  assertRecentSignIn(token);
  res.json(await deleteAccount(uid));
});
