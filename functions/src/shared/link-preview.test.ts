// The shared link-preview helpers: price parsing, text caps and http(s)-only URLs.
import { describe, expect, it } from 'vitest';
import { capText, httpUrl, parsePrice, retailerFromHost } from './link-preview.js';

describe('parsePrice', () => {
  it.each([
    [19.99, 19.99],
    [0, 0],
    ['$1,299.99', 1299.99],
    ['USD 15', 15],
    [' 24.5 ', 24.5],
    ['$19.99 - $29.99', 19.99],
    ['.5', 0.5],
    ['12.345', 12.35],
    ['2e3', 2000],
  ])('reads %j as %j', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '-5', '$-5', 'free', '', '1e999', null, undefined, {}, [3]])(
    'refuses %j',
    (input) => {
      expect(parsePrice(input)).toBeUndefined();
    },
  );
});

describe('capText', () => {
  it('collapses whitespace and control characters, trims and caps without splitting emoji', () => {
    expect(capText('  a\n\tb\u0000c  ', 10)).toBe('a b c');
    expect(capText('😀😀😀', 2)).toBe('😀😀');
    expect(capText('abc def', 4)).toBe('abc');
  });
});

describe('httpUrl', () => {
  it('keeps absolute http(s) URLs and resolves relative ones', () => {
    expect(httpUrl('/a.jpg', 'https://shop.example/p/1')).toBe('https://shop.example/a.jpg');
    expect(httpUrl('//cdn.example/a.jpg', 'https://shop.example/')).toBe('https://cdn.example/a.jpg');
    expect(httpUrl('http://shop.example/a b.jpg')).toBe('http://shop.example/a%20b.jpg');
  });

  it('drops other schemes, credentials, garbage and very long URLs', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ftp://x.example/a',
      'https://u:p@x.example/',
      'a.jpg',
      '',
      undefined,
    ]) {
      expect(httpUrl(value), String(value)).toBeUndefined();
    }
    expect(httpUrl(`https://x.example/${'a'.repeat(2100)}`)).toBeUndefined();
  });
});

describe('retailerFromHost', () => {
  it('drops a leading www.', () => {
    expect(retailerFromHost('www.target.com')).toBe('target.com');
    expect(retailerFromHost('shop.example')).toBe('shop.example');
  });
});
