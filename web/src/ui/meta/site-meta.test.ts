// Covers the URLs of the meta tags: canonical paths and absolute image URLs.
import { absoluteUrl, canonicalUrl } from './site-meta';

describe('canonicalUrl', () => {
  it('joins the origin and the path, without a trailing slash except at the root', () => {
    expect(canonicalUrl('/registry/', 'https://recess.example')).toBe('https://recess.example/registry');
    expect(canonicalUrl('/', 'https://recess.example')).toBe('https://recess.example/');
  });
});

describe('absoluteUrl', () => {
  const origin = 'https://recess.example';

  it('keeps http(s) URLs', () => {
    expect(absoluteUrl('https://cdn.example.net/a.jpg', origin)).toBe('https://cdn.example.net/a.jpg');
    expect(absoluteUrl('http://shop.example/a.jpg', origin)).toBe('http://shop.example/a.jpg');
  });

  it('puts the origin before a path on the site', () => {
    expect(absoluteUrl('/images/a.jpg', origin)).toBe('https://recess.example/images/a.jpg');
    expect(absoluteUrl('images/a.jpg', origin)).toBe('https://recess.example/images/a.jpg');
  });

  it('gives a protocol-relative URL https', () => {
    expect(absoluteUrl('//cdn.example.net/a.jpg', origin)).toBe('https://cdn.example.net/a.jpg');
  });

  it('gives nothing for empty values and other schemes', () => {
    expect(absoluteUrl('', origin)).toBeUndefined();
    expect(absoluteUrl('   ', origin)).toBeUndefined();
    expect(absoluteUrl(null, origin)).toBeUndefined();
    expect(absoluteUrl(undefined, origin)).toBeUndefined();
    expect(absoluteUrl('data:image/png;base64,AAAA', origin)).toBeUndefined();
    expect(absoluteUrl('javascript:alert(1)', origin)).toBeUndefined();
  });
});
