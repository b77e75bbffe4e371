// Hosting headers: the security policy, caching, and the app running under its CSP without violations.
import { expect, openMenu, signInAs, test } from './fixtures';

test('pages carry the security headers; browsers revalidate every page', async ({ request }) => {
  // A prerendered file, a server-rendered page and an unknown path (rendered as the 404 page).
  for (const [path, status, cacheControl] of [
    ['/', 200, 'no-cache'],
    ['/registry/maya-okafor', 200, 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'],
    ['/some/deep/page', 404, 'public, max-age=0, s-maxage=300, stale-while-revalidate=600'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(h['strict-transport-security']).toMatch(/max-age=\d{8,}/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['cache-control'], path).toBe(cacheControl);
  }
});

test('hashed assets are cached for a year', async ({ request }) => {
  // The first module script of the home page's HTML (the boot script), read without a browser.
  const home = await (await request.get('/')).text();
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(home)?.[1] ?? null;
  expect(src).toMatch(/^\/assets\/.+\.js$/);
  const res = await request.get(src ?? '');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the api is reachable through Hosting and answers JSON', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const missing = await request.get('/api/no-such-endpoint');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'No such API endpoint.' });
});

test("the api's own Cache-Control survives Hosting: the data export is never stored", async ({ request, user }) => {
  const res = await request.get('/api/account/export', { headers: { authorization: `Bearer ${user.idToken}` } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toContain('attachment');
  expect(res.headers()['cache-control']).toBe('no-store');
  const feed = await request.get('/api/updates/rss.xml');
  expect(feed.headers()['cache-control']).toBe('public, max-age=300');
});

test('the app runs under its CSP without a single violation, signed out and signed in', async ({ page, user }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/');
  await openMenu(page);
  await page.keyboard.press('Escape');
  await signInAs(page, user);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  expect(violations).toEqual([]);
});
