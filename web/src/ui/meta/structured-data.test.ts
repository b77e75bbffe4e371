// Covers the JSON-LD builders (Article, Product with an Offer, BreadcrumbList) and the HTML-safe JSON.
import { articleJsonLd, breadcrumbJsonLd, jsonForHtml, productJsonLd } from './structured-data';

const origin = 'https://recess.example';

describe('articleJsonLd', () => {
  it('describes an article with its headline, absolute image and URL, dates and author', () => {
    expect(
      articleJsonLd(
        {
          headline: 'Naps from 4 to 12 months',
          url: '/guides/sleep/naps',
          image: '/images/naps.jpg',
          description: 'A realistic nap schedule.',
          datePublished: '2026-03-01',
          dateModified: '2026-04-02',
          author: 'Dr. Ada Osei',
        },
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Naps from 4 to 12 months',
      description: 'A realistic nap schedule.',
      image: ['https://recess.example/images/naps.jpg'],
      datePublished: '2026-03-01',
      dateModified: '2026-04-02',
      author: { '@type': 'Person', name: 'Dr. Ada Osei' },
      publisher: { '@type': 'Organization', name: 'Recess' },
      mainEntityOfPage: 'https://recess.example/guides/sleep/naps',
    });
  });

  it('leaves out what is not known', () => {
    const ld = articleJsonLd({ headline: 'Naps', url: '/guides/sleep/naps', image: '', author: ' ' }, origin);

    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('author');
    expect(ld).not.toHaveProperty('datePublished');
    expect(ld).not.toHaveProperty('description');
  });
});

describe('productJsonLd', () => {
  it('describes a product with an in-stock Offer in US dollars at its absolute URL', () => {
    expect(
      productJsonLd(
        {
          name: 'Anchorline Backless Booster',
          url: '/product/anchorline-backless-booster/p1',
          image: 'https://cdn.example.net/booster.jpg',
          description: 'A light booster.',
          brand: 'Anchorline',
          price: 49,
        },
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Anchorline Backless Booster',
      description: 'A light booster.',
      image: ['https://cdn.example.net/booster.jpg'],
      brand: { '@type': 'Brand', name: 'Anchorline' },
      offers: {
        '@type': 'Offer',
        price: '49.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://recess.example/product/anchorline-backless-booster/p1',
      },
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Registry', path: '/registry' },
          { name: 'Car Seats', path: '/registry/category/car-seats' },
          { name: 'Booster', path: '/product/booster/p1' },
        ],
        origin,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Registry', item: 'https://recess.example/registry' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Car Seats',
          item: 'https://recess.example/registry/category/car-seats',
        },
        { '@type': 'ListItem', position: 3, name: 'Booster', item: 'https://recess.example/product/booster/p1' },
      ],
    });
  });
});

describe('jsonForHtml', () => {
  it('escapes <, >, & and the line separators, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028\u2029' };
    const text = jsonForHtml(value);

    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(JSON.parse(text)).toEqual(value);
  });
});
