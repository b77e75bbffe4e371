// @vitest-environment node
// The server render on its own (no emulators): static pages, the 404 status, head tags split off for
// <head>, and a document whose text cannot break the template.
import { PRERENDERED_PATHS, render, splitHead, toDocument } from './entry-server';
import hosting from '../../firebase.json';

describe('render', () => {
  it('renders a static page with its content, head tags and no query state', async () => {
    const page = await render('/about');
    expect(page.status).toBe(200);
    expect(page.head).toMatch(/^<title>About Recess \| Recess<\/title>/);
    expect(page.head).toContain('<meta property="og:title"');
    expect(page.html).toContain('<h1');
    expect(page.html).not.toContain('<title>');
    expect(page.state).toBe('');
    expect(page.reads).toBe(0);
    // No inline script: the CSP (script-src 'self') would refuse it.
    expect(page.html).not.toMatch(/<script(?![^>]*type="application\/(?:ld\+)?json")/);
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const page = await render('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 Page Not Found');
  });
});

describe('splitHead and toDocument', () => {
  it('moves the leading title, meta and link tags to the head', () => {
    expect(
      splitHead('<title>A</title><meta name="x" content="y"/><link rel="canonical" href="/"/><div>b</div>'),
    ).toEqual({
      head: '<title>A</title><meta name="x" content="y"/><link rel="canonical" href="/"/>',
      html: '<div>b</div>',
    });
    expect(splitHead('<div>only</div>')).toEqual({ head: '', html: '<div>only</div>' });
  });

  it('fills the template literally ($& stays as written)', () => {
    const doc = toDocument('<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->', {
      status: 200,
      head: '<title>$&</title>',
      html: '<p>$1 off</p>',
      state: '',
      reads: 0,
    });
    expect(doc).toBe('<head><title>$&</title></head><div id="root"><p>$1 off</p></div>');
  });
});

describe('prerendered pages and Hosting', () => {
  it('every prerendered page, and no other, is revalidated by browsers (firebase.json)', () => {
    const rule = hosting.hosting.headers.find((h) => 'regex' in h && h.headers.some((x) => x.key === 'Cache-Control'));
    const regex = new RegExp((rule as { regex: string }).regex);
    for (const path of PRERENDERED_PATHS) expect(regex.test(path), path).toBe(true);
    for (const path of ['/registry/maya-okafor', '/product/x', '/careers', '/settings', '/about/x']) {
      expect(regex.test(path), path).toBe(false);
    }
  });
});
