// Reads a pasted store link through the server (which fetches it safely) into a product draft.
import type { LinkPreviewResponse } from '@shared/link-preview';
import { apiFetch, ApiError } from '../../../lib/api/client';
import type { ProductDraft } from '../add-from-store/product-draft';

export const LINK_PREVIEW_FALLBACKS = {
  /** The server answered 4xx without saying why: the link is the likely cause. */
  badLink: "That link can't be read. Check it is a public product page starting with https://.",
  /** Our own service failed or was busy (5xx, a proxy's error page). */
  unavailable: "We couldn't read that page just now. Please try again in a moment, or add the details yourself below.",
  /** The request never reached us: the parent's own connection. */
  offline: "We couldn't reach Recess. Check your internet connection and try again, or add the details yourself below.",
} as const;

/**
 * What to tell the parent when reading a link failed. The server's own words come first (whether
 * the store could not be reached, took too long, or the link is wrong); without them the status
 * says whose side failed; a request that never left (fetch's TypeError) is the connection.
 */
export function linkPreviewErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : LINK_PREVIEW_FALLBACKS.offline;
}

export async function previewLink(url: string): Promise<ProductDraft> {
  const { product } = await apiFetch<LinkPreviewResponse>('/api/link-preview', {
    method: 'POST',
    body: { url },
    errorMessage: (status) =>
      status >= 400 && status < 500 ? LINK_PREVIEW_FALLBACKS.badLink : LINK_PREVIEW_FALLBACKS.unavailable,
  });
  return {
    externalUrl: product.externalUrl,
    title: product.title,
    brand: product.brand,
    price: product.price !== undefined ? product.price.toFixed(2) : '',
    imageUrl: product.imageUrl ?? '',
    retailer: product.retailer,
    ageRange: '',
  };
}
