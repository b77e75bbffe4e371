// @vitest-environment jsdom
// Runs the bookmarklet's own script against jsdom pages and checks the popup URL it opens.
import { parseBookmarkletParams } from './bookmarklet-params';
import { bookmarkletScript, bookmarkletSource } from './bookmarklet-source';

const ORIGIN = 'https://recess.example';

interface Run {
  open: ReturnType<typeof vi.fn>;
  location: { href: string; hostname: string };
  /** The query the popup was given, as a map. */
  params: Record<string, string>;
}

/** Evaluates the decoded href the way a browser does, with window.open and location stubbed. */
function runBookmarklet({ isPopupBlocked = false } = {}): Run {
  const href = bookmarkletSource(ORIGIN);
  expect(href.startsWith('javascript:')).toBe(true);
  const body = decodeURIComponent(href.slice('javascript:'.length));
  const open = vi.fn((_url: string, _name: string, _features: string) => (isPopupBlocked ? null : {}));
  const location = { href: window.location.href, hostname: window.location.hostname };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the bookmarklet is what is under test
  const script = new Function('window', 'location', body) as (win: { open: typeof open }, loc: typeof location) => void;
  script({ open }, location);
  const opened = isPopupBlocked ? location.href : String(open.mock.calls[0]?.[0]);
  expect(opened.startsWith(`${ORIGIN}/bookmarklet-popup?`)).toBe(true);
  return { open, location, params: Object.fromEntries(new URL(opened).searchParams) };
}

function setPage(head: string, body = '', path = '/products/crib?color=grey') {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = head;
  document.body.innerHTML = body;
}

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

describe('bookmarkletSource', () => {
  it('reads Open Graph tags and opens a 480x640 popup on the app', () => {
    setPage(
      `<title>Crib | Shop</title>
       <meta property="og:title" content="Dream Crib &amp; Mattress">
       <meta property="og:image" content="/img/crib.jpg">
       <meta property="product:price:amount" content="349.00">
       <meta property="og:site_name" content="Nursery Co">`,
    );
    const { open, params } = runBookmarklet();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[2]).toContain('width=480,height=640');
    expect(params).toEqual({
      url: 'http://localhost:3000/products/crib?color=grey',
      title: 'Dream Crib & Mattress',
      image: 'http://localhost:3000/img/crib.jpg',
      price: '349.00',
      site: 'Nursery Co',
    });
  });

  it('prefers a JSON-LD Product, found inside @graph, with image objects and offer arrays', () => {
    setPage(
      `<meta property="og:title" content="Stroller : Big Store">
       ${jsonLd({
         '@context': 'https://schema.org',
         '@graph': [
           { '@type': 'WebPage' },
           {
             '@type': 'Product',
             name: 'City Stroller',
             image: [{ '@type': 'ImageObject', url: 'https://cdn.example/stroller.jpg' }],
             offers: [{ '@type': 'Offer', price: 499.99, priceCurrency: 'USD' }],
           },
         ],
       })}`,
    );
    expect(runBookmarklet().params).toMatchObject({
      title: 'City Stroller',
      image: 'https://cdn.example/stroller.jpg',
      price: '499.99',
      site: 'localhost',
    });
  });

  it('skips broken JSON-LD and falls back to the title and the first large image', () => {
    setPage(
      '<title>  Wooden Rattle  </title><script type="application/ld+json">{"@type": "Product", </script>',
      '<img src="/icon.png" width="32" height="32"><img src="/rattle.jpg" width="600" height="400">',
    );
    expect(runBookmarklet().params).toEqual({
      url: 'http://localhost:3000/products/crib?color=grey',
      title: 'Wooden Rattle',
      image: 'http://localhost:3000/rattle.jpg',
      price: '',
      site: 'localhost',
    });
  });

  it('goes to the popup page itself when popups are blocked', () => {
    setPage('<title>Bib</title>');
    const { open, location, params } = runBookmarklet({ isPopupBlocked: true });
    expect(open).toHaveBeenCalledTimes(1);
    expect(location.href).toMatch(/^https:\/\/recess\.example\/bookmarklet-popup\?/);
    expect(params.title).toBe('Bib');
  });

  it('sends what the popup page accepts', () => {
    setPage(`${jsonLd({ '@type': 'Product', name: 'Bottle', offers: { lowPrice: '$12.50' } })}`);
    expect(parseBookmarkletParams(new URL(String(runBookmarklet().open.mock.calls[0]?.[0])).search)).toEqual({
      externalUrl: 'http://localhost:3000/products/crib?color=grey',
      title: 'Bottle',
      price: 12.5,
      retailer: 'localhost',
    });
  });

  it('embeds only an http(s) origin, as a string literal', () => {
    expect(bookmarkletScript('https://recess.example/some/path')).toContain(
      '"https://recess.example" + \'/bookmarklet-popup?\'',
    );
    expect(() => bookmarkletSource('javascript:alert(1)')).toThrow();
    expect(() => bookmarkletSource('not a url')).toThrow();
  });
});
