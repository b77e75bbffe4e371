// A page's head tags: title, description, the one canonical link, robots noindex, Open Graph and
// Twitter card. They are rendered, not set in effects, so React 19 hoists them into <head> both in
// the browser and in server-rendered HTML, and removes them when the page unmounts (one set at a time).
import { useLocation } from 'react-router-dom';
import { SITE_NAME } from '../../config/site';
import { absoluteUrl, canonicalUrl, DEFAULT_DESCRIPTION, useSiteOrigin } from './site-meta';

export type PageType = 'website' | 'article' | 'product';

interface PageMetaProps {
  /** The full title, from pageTitle() or dynamicTitle. */
  title: string;
  /** The title link previews show, when it differs from the browser title (og:title, twitter:title). */
  shareTitle?: string;
  /** Canonical path when it differs from the current path (e.g. one of several product URLs). */
  canonicalPath?: string;
  /** The meta description; the site's description when the page gives none. */
  description?: string;
  noindex?: boolean;
  /** og:type: 'article' for guides and updates, 'product' for catalog products. */
  type?: PageType;
  /** The preview image: a URL or a path on the site (made absolute). */
  image?: string | null;
  imageAlt?: string;
  /** A product's price (product:price:amount and product:price:currency). */
  price?: { amount: number; currency?: string };
}

export function PageMeta({
  title,
  shareTitle,
  canonicalPath,
  description,
  noindex = false,
  type = 'website',
  image,
  imageAlt,
  price,
}: PageMetaProps) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const canonical = canonicalUrl(canonicalPath ?? pathname, origin);
  const text = description?.trim() || DEFAULT_DESCRIPTION;
  const previewTitle = shareTitle ?? title;
  const imageUrl = absoluteUrl(image, origin);
  const hasPrice = price !== undefined && Number.isFinite(price.amount);

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={previewTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      {hasPrice && <meta property="product:price:amount" content={price.amount.toFixed(2)} />}
      {hasPrice && <meta property="product:price:currency" content={price.currency ?? 'USD'} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={previewTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {imageUrl && imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}
    </>
  );
}
