// extractProduct: JSON-LD, Open Graph and fallbacks read into clean, capped product details.
import { describe, expect, it } from 'vitest';
import { FALLBACK_PAGE, JSON_LD_PAGE, OG_PAGE } from '../../test/helpers/product-pages.js';
import { extractProduct } from './extract-product.js';

const PAGE_URL = 'https://www.shop.example/p/123?ref=x';
const ld = (product: Record<string, unknown>) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', ...product })}</script>`;

describe('extractProduct', () => {
  it('reads Open Graph tags, decoding entities and making the image absolute', () => {
    expect(extractProduct(OG_PAGE, PAGE_URL)).toEqual({
      title: 'Snuggle Swaddle & Hat Set',
      brand: '',
      price: 1249.5,
      imageUrl: 'https://www.shop.example/images/swaddle.jpg',
      externalUrl: PAGE_URL,
      retailer: 'Little Shop',
      description: 'Soft organic cotton.',
    });
  });

  it('prefers the JSON-LD Product (found inside @graph) to the shop-branded og:title', () => {
    expect(extractProduct(JSON_LD_PAGE, PAGE_URL)).toEqual({
      title: 'Convertible Car Seat',
      brand: 'Graco',
      price: 229.99,
      imageUrl: 'https://cdn.example.com/seat.jpg',
      externalUrl: PAGE_URL,
      retailer: 'shop.example',
      description: 'Grows with your child & fits 3 across.',
    });
  });

  it('falls back to <title>, the first meta description and the host', () => {
    expect(extractProduct(FALLBACK_PAGE, 'http://toys.example/rings')).toEqual({
      title: 'Wooden Stacking Rings',
      brand: '',
      externalUrl: 'http://toys.example/rings',
      retailer: 'toys.example',
      description: 'A classic first toy.',
    });
  });

  it('uses the retailer as the title of a page with no title at all', () => {
    expect(extractProduct('<p>hello</p>', PAGE_URL)).toEqual({
      title: 'shop.example',
      brand: '',
      externalUrl: PAGE_URL,
      retailer: 'shop.example',
    });
  });

  it.each([
    [{ brand: 'Nuna', image: 'https://i.example/a.jpg', offers: { price: 99 } }, 'Nuna', 'https://i.example/a.jpg', 99],
    [
      { brand: [{ name: 'UPPAbaby' }], image: ['/b.jpg', '/c.jpg'], offers: [{ price: '1,049.00' }] },
      'UPPAbaby',
      'https://www.shop.example/b.jpg',
      1049,
    ],
    [
      {
        image: { contentUrl: '//cdn.example/d.jpg' },
        offers: { '@type': 'AggregateOffer', lowPrice: '12.5', highPrice: 20 },
      },
      '',
      'https://cdn.example/d.jpg',
      12.5,
    ],
    [{ offers: { priceSpecification: { price: 7, priceCurrency: 'USD' } } }, '', undefined, 7],
    [{ '@type': 'ProductGroup', hasVariant: [{ '@type': 'Product', offers: { price: '30' } }] }, '', undefined, 30],
  ])('reads JSON-LD shape %#', (fields, brand, imageUrl, price) => {
    const product = extractProduct(ld({ name: 'Thing', ...fields }), PAGE_URL);
    expect(product).toMatchObject({ title: 'Thing', brand, price });
    expect(product.imageUrl).toBe(imageUrl);
  });

  it('keeps only finite, non-negative US dollar prices', () => {
    const priceOf = (head: string) => extractProduct(head, PAGE_URL).price;
    expect(priceOf(ld({ name: 'x', offers: { price: '-5' } }))).toBeUndefined();
    expect(priceOf(ld({ name: 'x', offers: { price: 'call us' } }))).toBeUndefined();
    expect(priceOf(ld({ name: 'x', offers: { price: 'NaN' } }))).toBeUndefined();
    expect(priceOf(ld({ name: 'x', offers: { price: '1e999' } }))).toBeUndefined();
    expect(priceOf(ld({ name: 'x', offers: { price: 20, priceCurrency: 'EUR' } }))).toBeUndefined();
    expect(priceOf('<meta property="og:price:amount" content="US$ 15.999">')).toBe(16);
    expect(
      priceOf(
        '<meta property="product:price:amount" content="15"><meta property="product:price:currency" content="GBP">',
      ),
    ).toBeUndefined();
    expect(priceOf('<meta itemprop="price" content="0">')).toBe(0);
  });

  it('caps each field and keeps only http(s) images', () => {
    const product = extractProduct(
      ld({
        name: 'T'.repeat(500),
        brand: 'B'.repeat(500),
        description: 'D '.repeat(2000),
        image: 'javascript:alert(1)',
      }) +
        '<meta property="og:image" content="data:image/png;base64,AAAA"><meta property="og:site_name" content="' +
        'S'.repeat(300) +
        '">',
      PAGE_URL,
    );
    expect(product.title).toHaveLength(200);
    expect(product.brand).toHaveLength(100);
    expect(product.retailer).toHaveLength(100);
    expect(product.description?.length).toBeLessThanOrEqual(1000);
    expect(product.imageUrl).toBeUndefined();
  });

  it('resolves images against <base href>, decodes numeric entities and ignores commented-out tags', () => {
    const html = `<base href="https://static.example/assets/"><!-- <meta property="og:title" content="Old"> -->
      <meta property="og:title" content="Caf&#233; &#x2014; Cup &quot;XL&quot; &constructor; &#0;"><meta property="og:image" content="img/cup.png?a=1&amp;b=2">`;
    expect(extractProduct(html, PAGE_URL)).toMatchObject({
      title: 'Café — Cup "XL" &constructor; \uFFFD',
      imageUrl: 'https://static.example/assets/img/cup.png?a=1&b=2',
    });
  });

  it('survives broken JSON-LD and reads JSON-LD with raw line breaks in strings', () => {
    const broken = '<script type="application/ld+json">{"@type": "Product", "name": </script><title>Plain</title>';
    expect(extractProduct(broken, PAGE_URL).title).toBe('Plain');
    const raw = '<script type="application/ld+json">{"@type":"Product","name":"Two\nLines"}</script>';
    expect(extractProduct(raw, PAGE_URL).title).toBe('Two Lines');
  });

  it('reads a crafted 2 MB page quickly (no regex backtracking)', () => {
    const started = Date.now();
    for (const html of [
      `<meta content="${'a'.repeat(2_000_000)}`,
      '<meta content="x" '.repeat(100_000),
      "<meta a='".repeat(200_000),
      '<script>'.repeat(200_000),
      '<title>'.repeat(200_000),
      '<!--'.repeat(400_000),
    ]) {
      expect(extractProduct(html, PAGE_URL).retailer).toBe('shop.example');
    }
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
