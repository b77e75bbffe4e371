// The spec's product vocabulary for analytics events, and the one "Product Added to Registry" event.
import type { ProductSnapshot } from '@shared/registry';
import { track } from './track';

export function productProperties(p: ProductSnapshot): Record<string, string | number | undefined> {
  return {
    product_id: p.id,
    product_name: p.title,
    product_title: p.title,
    product_brand: p.brand,
    product_category: p.category,
    product_subcategory: p.subcategory,
    product_price: p.price,
    product_image_url: p.imageUrl,
    product_external_url: p.externalUrl,
    product_description: p.description?.slice(0, 200),
    product_age_range: p.ageRange,
  };
}

export function trackProductAdded(p: ProductSnapshot, source: string): void {
  track('Product Added to Registry', { ...productProperties(p), source });
}
