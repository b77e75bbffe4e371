// /api routes of the registry area: default registry creation and per-item privacy.
import { Router } from 'express';
import { autoCreateRegistry, autoCreateRegistryBody } from '../registry/auto-create-registry.js';
import { toggleProductPrivacy, togglePrivacyBody, togglePrivacyParams } from '../registry/toggle-product-privacy.js';
import { assertSelf, requireAuth, type AuthedRequest } from '../lib/auth.js';
import { parse } from '../lib/validate.js';

export const registryRouter = Router();

registryRouter.post('/auto-create-registry', requireAuth, async (req, res) => {
  parse(autoCreateRegistryBody, req.body);
  res.json(await autoCreateRegistry((req as AuthedRequest).caller.uid));
});

registryRouter.patch('/registry/:registryId/product/:productId/privacy', requireAuth, async (req, res) => {
  const { registryId, productId } = parse(togglePrivacyParams, req.params);
  const { isPublic } = parse(togglePrivacyBody, req.body);
  // A registry is keyed by its owner's uid, so only that user may change it (not even an admin).
  const caller = assertSelf(req, registryId);
  res.json(await toggleProductPrivacy({ callerUid: caller.uid, registryId, productId, isPublic }));
});
