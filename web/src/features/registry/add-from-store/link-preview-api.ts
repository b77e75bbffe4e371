// Reads a pasted store link through the server (which fetches it safely) into a product draft.
import type { LinkPreviewResponse } from '@shared/link-preview';
import { apiFetch } from '../../../lib/api/client';
import type { ProductDraft } from './product-draft';

export async function previewLink(url: string): Promise<ProductDraft> {
  const { product } = await apiFetch<LinkPreviewResponse>('/api/link-preview', {
    method: 'POST',
    body: { url },
    errorMessage: "That link can't be read. Check it is a public product page starting with https://.",
  });
  return {
    externalUrl: product.externalUrl,
    title: product.title,
    brand: product.brand,
    price: product.price !== undefined ? product.price.toFixed(2) : '',
    imageUrl: product.imageUrl ?? '',
    retailer: product.retailer,
  };
}
