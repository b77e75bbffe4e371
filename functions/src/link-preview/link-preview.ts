// POST /api/link-preview: reads a product page the parent pasted and answers its product details.
import { logger } from 'firebase-functions';
import { z } from 'zod';
import { badRequest } from '../lib/errors.js';
import { LINK_PREVIEW_LIMITS, type LinkPreviewResponse } from '../shared/link-preview.js';
import { extractProduct } from './extract-product.js';
import { SafeFetchError } from './fetch-errors.js';
import { safeFetchHtml, type SafeFetchOptions } from './safe-fetch.js';

export const linkPreviewBody = z.strictObject({
  url: z.string().trim().min(1, 'must not be empty').max(LINK_PREVIEW_LIMITS.url, 'is too long'),
});

/** Fetches `url` safely and reads its product; a page that cannot be read is the caller's 400. */
export async function linkPreview(url: string, options: SafeFetchOptions = {}): Promise<LinkPreviewResponse> {
  try {
    const page = await safeFetchHtml(url, options);
    return { product: extractProduct(page.html, page.url) };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // The reason (never the URL, which may be private to the parent) helps spot shops that block us.
    logger.info('link preview refused', { reason: error.reason, status: error.status });
    throw badRequest(error.message);
  }
}
