// The render function's HTTP behaviour, with a renderer that records its calls in place of the
// server bundle (the real bundle's pages are tested end to end in web/e2e/server-render.spec.ts).
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRenderHandler, MAX_URL_LENGTH, renderedUrl, type RenderedPage, type Renderer } from './handler.js';
import { PageCache } from './page-cache.js';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

function renderer(pages: Record<string, RenderedPage | Error>) {
  const calls: string[] = [];
  const value: Renderer = {
    template: TEMPLATE,
    render(url) {
      calls.push(url);
      const page = pages[url] ?? {
        status: 404,
        head: '<title>Not found</title>',
        html: '<h1>404</h1>',
        state: '',
        reads: 0,
      };
      return page instanceof Error ? Promise.reject(page) : Promise.resolve(page);
    },
    toDocument: (template, page) =>
      template
        .replace('<!--app-head-->', () => page.head)
        .replace('<!--app-html-->', () => page.html)
        .replace('<!--app-state-->', () => page.state),
  };
  return { value, calls };
}

function appWith(load: () => Promise<Renderer>) {
  const app = express();
  app.use(createRenderHandler(load, new PageCache(50)));
  return app;
}

const REGISTRY: RenderedPage = {
  status: 200,
  head: '<title>Maya</title>',
  html: '<h1>Baby Okafor</h1>',
  state: '<script id="query-state" type="application/json">{}</script>',
  reads: 2,
};

describe('render handler', () => {
  it('answers with the page in the template and the cache policy of its kind', async () => {
    const { value } = renderer({ '/registry/maya-okafor': REGISTRY });
    const res = await request(appWith(() => Promise.resolve(value))).get('/registry/maya-okafor');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(res.text).toContain('<head><title>Maya</title></head>');
    expect(res.text).toContain('<div id="root"><h1>Baby Okafor</h1></div><script id="query-state"');
  });

  it("keeps a listing's page in its own memory only: no CDN copy, a repeat view with no render", async () => {
    const path = '/marketplace/brand/fernway/meadow/abc123';
    const { value, calls } = renderer({ [path]: { ...REGISTRY, html: '<button>Buy now</button>', reads: 1 } });
    const app = appWith(() => Promise.resolve(value));
    const first = await request(app).get(path);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=0');
    expect(first.headers['x-render-cache']).toBe('miss');
    const repeat = await request(app).get(path);
    expect(repeat.headers['x-render-cache']).toBe('hit');
    expect(repeat.headers['cache-control']).toBe('public, max-age=0, s-maxage=0');
    expect(calls).toEqual([path]);
  });

  it('answers an old /registry-products address with a 301 to its /registry path, query kept, without a render', async () => {
    const { value, calls } = renderer({});
    const app = appWith(() => Promise.resolve(value));
    const res = await request(app).get('/registry-products/category/car-seats?sort=popular');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/registry/category/car-seats?sort=popular');
    expect((await request(app).get('/Registry-Products')).headers.location).toBe('/registry');
    expect((await request(app).get('/registry-productsX')).status).toBe(404);
    expect(calls).toEqual(['/registry-productsX']);
  });

  it('answers a page rendered at an old address of its own (a listing renamed) with a 301 to its canonical path', async () => {
    const moved: RenderedPage = { ...REGISTRY, status: 301, location: '/marketplace/brand/fernway/meadow/abc123' };
    const { value } = renderer({
      '/marketplace/old-title/abc123': moved,
      '/elsewhere': { ...moved, location: '//evil.example/x' },
    });
    const app = appWith(() => Promise.resolve(value));
    const res = await request(app).get('/marketplace/old-title/abc123');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/marketplace/brand/fernway/meadow/abc123');
    // Only a path on this site: a location that leaves it is never followed.
    expect((await request(app).get('/elsewhere')).headers.location).toBeUndefined();
  });

  it('renders a repeat view within the window from memory, without rendering again', async () => {
    const { value, calls } = renderer({ '/registry/maya-okafor': REGISTRY });
    const app = appWith(() => Promise.resolve(value));
    const first = await request(app).get('/registry/maya-okafor');
    const second = await request(app).get('/registry/maya-okafor');
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(calls).toEqual(['/registry/maya-okafor']);
  });

  it('renders the query parameters pages read, and drops the others from the page and the cache key', async () => {
    const { value, calls } = renderer({});
    const app = appWith(() => Promise.resolve(value));
    await request(app).get('/updates?utm_source=news&type=product&fbclid=abc');
    await request(app).get('/updates?type=product&nocache=1');
    await request(app).get('/careers/apply?role=staff-engineer');
    expect(calls).toEqual(['/updates?type=product', '/careers/apply?role=staff-engineer']);
    expect(renderedUrl('/registry/maya-okafor?x=1')).toBe('/registry/maya-okafor');
    expect(renderedUrl('//evil.example/registry')).toBe('/registry');
    // The marketplace's filters render on the server; a form's repeated boxes arrive as one list.
    expect(
      renderedUrl('/marketplace/category/strollers?condition=like-new&condition=well-loved&zip=11215&utm_source=x'),
    ).toBe('/marketplace/category/strollers?condition=like-new%2Cwell-loved&zip=11215');
  });

  it("keeps a search box's q on its own address only, so a search sent before the app starts is not lost", () => {
    expect(renderedUrl('/marketplace/search?q=crib&utm_source=x')).toBe('/marketplace/search?q=crib');
    expect(renderedUrl('/search?q=car+seat')).toBe('/search?q=car+seat');
    expect(renderedUrl('/marketplace?q=crib')).toBe('/marketplace');
    expect(renderedUrl('/registry/maya-okafor?q=crib')).toBe('/registry/maya-okafor');
  });

  it('sends the page gzipped to clients that take gzip, the same page either way', async () => {
    const { value } = renderer({ '/registry/maya-okafor': REGISTRY });
    const app = appWith(() => Promise.resolve(value));
    const plain = await request(app).get('/registry/maya-okafor').set('Accept-Encoding', 'identity');
    const gzipped = await request(app).get('/registry/maya-okafor').set('Accept-Encoding', 'gzip, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gzipped.text).toBe(plain.text);
  });

  it('reports the render’s Firestore reads in Server-Timing', async () => {
    const { value } = renderer({ '/registry/maya-okafor': REGISTRY });
    const res = await request(appWith(() => Promise.resolve(value))).get('/registry/maya-okafor');
    expect(res.headers['server-timing']).toMatch(/^render;dur=\d+\.\d, firestore;desc="document reads";dur=2$/);
  });

  it('answers an unknown page with 404 and a short cache', async () => {
    const { value } = renderer({});
    const res = await request(appWith(() => Promise.resolve(value))).get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=600');
  });

  it('serves the empty app page, not cached, when a render fails', async () => {
    const { value, calls } = renderer({ '/product/x': new Error('Firestore unavailable') });
    const app = appWith(() => Promise.resolve(value));
    const res = await request(app).get('/product/x');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('<div id="root"></div>');
    await request(app).get('/product/x');
    expect(calls).toHaveLength(2);
  });

  it('does not keep a page whose data could not be read (503)', async () => {
    const { value } = renderer({
      '/guides/a/b': { status: 503, head: '', html: '<p>Loading</p>', state: '', reads: 1 },
    });
    const res = await request(appWith(() => Promise.resolve(value))).get('/guides/a/b');
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with Retry-After while the bundle cannot load', async () => {
    const res = await request(appWith(() => Promise.reject(new Error('missing')))).get('/registry');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('refuses other methods and over-long addresses', async () => {
    const { value, calls } = renderer({});
    const app = appWith(() => Promise.resolve(value));
    const post = await request(app).post('/registry').send({ a: 1 });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const long = await request(app).get(`/search/${'a'.repeat(MAX_URL_LENGTH)}`);
    expect(long.status).toBe(414);
    expect(calls).toEqual([]);
  });
});
