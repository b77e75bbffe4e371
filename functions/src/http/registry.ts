// /api routes of the registry area: default registry creation, per-item privacy, public names and
// purchase claims by gift givers.
import { Router } from 'express';
import { autoCreateRegistry, autoCreateRegistryBody } from '../registry/auto-create-registry.js';
import {
  claimPurchase,
  PURCHASE_CLAIM_LIMIT,
  purchaseClaimBody,
  purchaseClaimParams,
} from '../registry/claim-purchase.js';
import { registryBySlug, registrySlugBody, setRegistrySlug } from '../registry/registry-slug.js';
import { toggleProductPrivacy, togglePrivacyBody, togglePrivacyParams } from '../registry/toggle-product-privacy.js';
import { assertSelf, callerFrom, requireAuth, type AuthedRequest } from '../lib/auth.js';
import { limitRequest } from '../lib/rate-limit.js';
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

// Gift givers need no account; a token, when sent, makes the rate limit per account too and files
// the purchase under the account, for its data export and deletion.
registryRouter.post('/registry/:uid/items/:itemId/purchase', async (req, res) => {
  const { uid, itemId } = parse(purchaseClaimParams, req.params);
  const claim = parse(purchaseClaimBody, req.body);
  const caller = await callerFrom(req);
  await limitRequest(req, PURCHASE_CLAIM_LIMIT, caller?.uid ?? null);
  res.json(await claimPurchase({ uid, itemId, ...claim, giverUid: caller?.uid ?? null }));
});

registryRouter.put('/registry/slug', requireAuth, async (req, res) => {
  const { nameSlug } = parse(registrySlugBody, req.body);
  res.json(await setRegistrySlug((req as AuthedRequest).caller.uid, nameSlug));
});

registryRouter.get('/registry/by-slug/:slug', async (req, res) => {
  res.json(await registryBySlug(String(req.params.slug)));
});
