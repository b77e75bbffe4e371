// /api routes of the link preview: product details from any shop's page, for the registry.
import { Router } from 'express';
import { requireAuth, type AuthedRequest } from '../lib/auth.js';
import { limitRequest, type RateLimit } from '../lib/rate-limit.js';
import { parse } from '../lib/validate.js';
import { linkPreview, linkPreviewBody } from '../link-preview/link-preview.js';
import type { SafeFetchOptions } from '../link-preview/safe-fetch.js';

/**
 * Per account: each preview may fetch up to 2 MB of a shop's page, so a script must not turn us into
 * a crawler. A parent adding a whole registry in an evening stays far below it.
 */
export const LINK_PREVIEW_LIMIT: RateLimit = {
  scope: 'link-preview',
  max: 60,
  windowMs: 60 * 60 * 1000,
  message: 'You have looked up a lot of links in the last hour. Please wait a little, or add the details by hand.',
};

/** Tests pass fetch options (a fake resolver, the loopback switch); the app mounts the default router. */
export function createLinkPreviewRouter(options: SafeFetchOptions = {}): Router {
  const router = Router();
  router.post('/link-preview', requireAuth, async (req, res) => {
    const { url } = parse(linkPreviewBody, req.body);
    await limitRequest(req, LINK_PREVIEW_LIMIT, (req as AuthedRequest).caller.uid);
    res.json(await linkPreview(url, options));
  });
  return router;
}

/**
 * On the Functions emulator only, end-to-end tests serve a shop page on one loopback port
 * (functions/.env.demo-recess); deployed functions never read this and refuse loopback as always.
 */
function emulatorTestShop(): SafeFetchOptions {
  const port = Number(process.env.LINK_PREVIEW_TEST_SHOP_PORT);
  return process.env.FUNCTIONS_EMULATOR === 'true' && Number.isInteger(port) && port > 0
    ? { allowLoopbackForTests: { port } }
    : {};
}

export const linkPreviewRouter = createLinkPreviewRouter(emulatorTestShop());
