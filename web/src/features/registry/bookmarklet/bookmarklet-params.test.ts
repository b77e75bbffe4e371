// parseBookmarkletParams: only http(s) pages and images, trimmed and capped text, prices parsed.
import { parseBookmarkletParams } from './bookmarklet-params';

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('parseBookmarkletParams', () => {
  it('reads a full query', () => {
    expect(
      parseBookmarkletParams(
        query({
          url: 'https://www.shop.example/p/1',
          title: '  Dream   Crib ',
          image: 'https://cdn.example/crib.jpg',
          price: '$1,049.00',
          site: 'Nursery Co',
        }),
      ),
    ).toEqual({
      externalUrl: 'https://www.shop.example/p/1',
      title: 'Dream Crib',
      imageUrl: 'https://cdn.example/crib.jpg',
      price: 1049,
      retailer: 'Nursery Co',
    });
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    '/relative',
    '',
    'https://u:p@shop.example/',
  ])('rejects the page URL %j', (url) => {
    expect(parseBookmarkletParams(query({ url, title: 'x' }))).toBeNull();
  });

  it('rejects a query without a url, or with a very long one', () => {
    expect(parseBookmarkletParams('?title=x')).toBeNull();
    expect(parseBookmarkletParams('')).toBeNull();
    expect(parseBookmarkletParams(query({ url: `https://shop.example/${'a'.repeat(2100)}` }))).toBeNull();
  });

  it('drops images that are not http(s) and prices that are not prices', () => {
    for (const [image, price] of [
      ['javascript:alert(1)', '-5'],
      ['data:image/png;base64,AAAA', 'free'],
      ['ftp://x.example/a.png', 'NaN'],
    ] as const) {
      const item = parseBookmarkletParams(query({ url: 'https://shop.example/p', title: 'T', image, price }));
      expect(item).toEqual({ externalUrl: 'https://shop.example/p', title: 'T', retailer: 'shop.example' });
    }
  });

  it('caps the title and the shop name, and falls back to the host', () => {
    const item = parseBookmarkletParams(
      query({ url: 'https://www.shop.example/p', title: 'T'.repeat(500), site: 'S'.repeat(500) }),
    );
    expect(item?.title).toHaveLength(200);
    expect(item?.retailer).toHaveLength(100);
    expect(parseBookmarkletParams(query({ url: 'https://www.shop.example/p' }))).toEqual({
      externalUrl: 'https://www.shop.example/p',
      title: 'shop.example',
      retailer: 'shop.example',
    });
  });

  it('resolves a relative image against the page', () => {
    expect(parseBookmarkletParams(query({ url: 'https://shop.example/p/1', image: '/i.jpg' }))?.imageUrl).toBe(
      'https://shop.example/i.jpg',
    );
  });
});
