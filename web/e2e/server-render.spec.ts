// Server rendering (docs/decisions/009): every public page answers its first request with its content
// and its link-preview tags in the HTML, hydrates without warnings and without fetching again what
// the HTML carries, and no server-rendered or cached response holds anyone's personal data.
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ORIGIN, expect, FIRESTORE_EMULATOR, PROJECT_ID, readDoc, signInAs, test, type TestUser } from './fixtures';

/** The page's HTML as a crawler or a chat app's preview gets it: one GET, no JavaScript. */
async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const res = await request.get(path, { headers, maxRedirects: 0 });
  return { status: res.status(), headers: res.headers(), body: await res.text() };
}

const metaContent = (body: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(body)?.[1] ?? null;

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<');

/** Text of the first <h1>: tags (and React's text separators) removed, entities decoded. */
const firstHeading = (body: string) =>
  decode((/<h1[^>]*>(.*?)<\/h1>/s.exec(body)?.[1] ?? '').replace(/<!-- -->|<[^>]+>/g, ''));

test.describe('pages arrive with their content', () => {
  test('the public registry: title, first items, preview of the owner and an item image', async ({ request }) => {
    const projection = await readDoc('publicRegistries/demo-maya');
    const items = (
      projection?.fields as {
        items: { arrayValue: { values: { mapValue: { fields: { title: { stringValue: string } } } }[] } };
      }
    ).items.arrayValue.values.map((v) => v.mapValue.fields.title.stringValue);
    for (const path of ['/registry/maya-okafor', '/registry/public/demo-maya']) {
      const page = await html(request, path);
      expect(page.status, path).toBe(200);
      expect(firstHeading(page.body)).toBe("Baby Okafor's Registry");
      for (const title of items.slice(0, 3)) expect(decode(page.body)).toContain(title);
      expect(decode(metaContent(page.body, 'og:title') ?? '')).toBe("Baby Okafor's Registry");
      expect(metaContent(page.body, 'og:image')).toMatch(/^http:\/\/localhost:5000\/images\/products\/.+/);
      expect(metaContent(page.body, 'twitter:card')).toBe('summary_large_image');
      expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      expect(page.body).toContain('<script id="query-state" type="application/json">');
    }
  });

  test('a product: name, price, image, Product JSON-LD with an Offer', async ({ request }) => {
    const page = await html(request, '/product/anchorline-backless-booster');
    expect(page.status).toBe(200);
    expect(firstHeading(page.body)).toBe('Anchorline Backless Booster');
    expect(page.body).toContain('$39.99');
    expect(metaContent(page.body, 'og:type')).toBe('product');
    expect(metaContent(page.body, 'product:price:amount')).toBe('39.99');
    expect(metaContent(page.body, 'og:image')).toMatch(/^http:\/\/localhost:5000\//);
    expect(page.body).toMatch(/"@type":"Product".*"@type":"Offer"/s);
  });

  test('a guide: first heading, article preview, Article and BreadcrumbList JSON-LD', async ({ request }) => {
    const page = await html(request, '/guides/sleep/baby-sleep-routine-4-to-12-months');
    expect(page.status).toBe(200);
    expect(firstHeading(page.body)).toBe('A Realistic Baby Sleep Routine From 4 to 12 Months');
    expect(metaContent(page.body, 'og:type')).toBe('article');
    expect(page.body).toContain('"@type":"Article"');
    expect(page.body).toContain('"@type":"BreadcrumbList"');
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=86400');
  });

  test('quizzes, updates, guides, catalog, search and careers lists come with their first page', async ({
    request,
  }) => {
    const quizzes = await html(request, '/parenting-quizzes');
    expect(decode(quizzes.body)).toContain('Are You (and Your Baby) Ready for Solids?');
    const quiz = await html(request, '/parenting-quizzes/are-you-ready-for-solids');
    expect(firstHeading(quiz.body)).toBe('Are You (and Your Baby) Ready for Solids?');
    expect(decode(metaContent(quiz.body, 'og:title') ?? '')).toContain('Ready for Solids?');
    for (const [path, heading, linkPrefix] of [
      ['/updates', 'Updates', '/updates/'],
      ['/editorial', 'Parenting guides', '/guides/'],
      ['/registry', 'One baby registry for every store', '/product'],
      ['/registry/category/strollers', 'Strollers', '/product'],
      ['/search/stroller', 'Results for “stroller”', '/product'],
      ['/careers', 'Careers at Recess', '/careers/'],
    ] as const) {
      const page = await html(request, path);
      expect(page.status, path).toBe(200);
      expect(firstHeading(page.body).toLowerCase(), path).toBe(heading.toLowerCase());
      expect(page.body, path).toContain(`href="${linkPrefix}`);
      expect(metaContent(page.body, 'og:title'), path).toBeTruthy();
    }
  });

  test('static pages are files with their content; an unknown page is a 404 with its page', async ({ request }) => {
    const home = await html(request, '/');
    expect(firstHeading(home.body)).toBe('The parenting village, in your pocket.');
    expect(home.headers['cache-control']).toBe('no-cache');
    const terms = await html(request, '/terms');
    expect(firstHeading(terms.body)).toBe('Terms at a Glance');
    expect(terms.body).not.toContain('query-state');
    const missing = await html(request, '/no-such-page-anywhere');
    expect(missing.status).toBe(404);
    expect(firstHeading(missing.body)).toBe('404 Page Not Found');
    expect(metaContent(missing.body, 'robots')).toBe('noindex');
  });

  test('owner-only pages render their public frame, marked noindex', async ({ request }) => {
    for (const path of ['/settings', '/signin', '/checklist']) {
      const page = await html(request, path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<div id="root"><');
    }
    expect(metaContent((await html(request, '/signin')).body, 'robots')).toBe('noindex');
  });
});

/** Console warnings and errors, and every data request the browser sends (Firestore, the API). */
function watch(page: Page) {
  const problems: string[] = [];
  const dataRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (req) => {
    const url = req.url();
    if (url.startsWith(FIRESTORE_EMULATOR) || url.includes('googleapis.com') || url.includes('/api/search')) {
      dataRequests.push(`${req.method()} ${url}`);
    }
  });
  return { problems, dataRequests };
}

test('pages hydrate without warnings and without fetching what the HTML carries', async ({ page }) => {
  test.slow();
  const watched = watch(page);
  for (const path of [
    '/',
    '/terms',
    '/registry/maya-okafor',
    '/product/anchorline-backless-booster',
    '/guides/sleep/baby-sleep-routine-4-to-12-months',
    '/parenting-quizzes',
    '/parenting-quizzes/are-you-ready-for-solids',
    '/updates',
    '/registry',
    '/search/stroller',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // Hydrated: the app answers a click (the header's menu opens its drawer).
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.locator('head title').count(), path).toBe(1);
    expect(await page.locator('link[rel="canonical"]').count(), path).toBe(1);
    expect(watched.problems, path).toEqual([]);
    expect(watched.dataRequests, path).toEqual([]);
  }
});

// --- personal data ---------------------------------------------------------------------------

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

function toValue(value: Plain): unknown {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toValue(v)])) } };
}

/** Sets fields of a document as an emulator admin (rules bypassed), as the app's own writes would leave them. */
async function patchDoc(path: string, fields: Record<string, Plain>) {
  const mask = Object.keys(fields)
    .map((f) => `updateMask.fieldPaths=${f}`)
    .join('&');
  const res = await fetch(
    `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?${mask}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toValue(v)])) }),
    },
  );
  if (!res.ok) throw new Error(`patching ${path} failed: ${res.status} ${await res.text()}`);
}

const item = (id: string, title: string) => ({
  id,
  title,
  brand: 'Test Brand',
  price: 30,
  imageUrl: '/images/products/littlewalk-city-lite-stroller.svg',
  purchased: false,
  isPublic: true,
  email: null,
  first: '',
  last: '',
  orderNumber: '',
  storeName: '',
  quantity: 1,
  note: '',
  addedAt: Date.now(),
});

async function publicRegistryWithAPurchase(user: TestUser) {
  const nameSlug = `ssr-${user.uid.slice(0, 10).toLowerCase()}`;
  await patchDoc(`users/${user.uid}`, { phoneNumber: '+12015550147', city: 'Hoboken' });
  await patchDoc(`registries/${user.uid}`, {
    isPublic: true,
    product: [item('ssr-crib', 'Convertible Oak Crib'), item('ssr-swaddle', 'Muslin Swaddle Set')],
  });
  const slug = await fetch(`${APP_ORIGIN}/api/registry/slug`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({ nameSlug }),
  });
  expect(slug.status).toBeLessThan(300);
  const claim = await fetch(`${APP_ORIGIN}/api/registry/${user.uid}/items/ssr-crib/purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first: 'Philippa',
      last: 'Quenby',
      email: 'philippa.quenby@example.com',
      storeName: 'Corner Baby Shop',
      orderNumber: 'ORD-771-XYZ',
    }),
  });
  expect(claim.status).toBeLessThan(300);
  // The projection follows the registry (a trigger): wait for the purchase to show there.
  await expect
    .poll(async () => JSON.stringify((await readDoc(`publicRegistries/${user.uid}`))?.fields ?? {}))
    .toMatch(/"purchased":\{"booleanValue":true\}/);
  return nameSlug;
}

const PERSONAL = (user: TestUser) => [
  user.email,
  'Philippa',
  'Quenby',
  'philippa.quenby@example.com',
  'ORD-771-XYZ',
  '+12015550147',
  '2015550147',
  'Hoboken',
];

test('no personal data in server-rendered or cached pages, signed in or not', async ({ request, page, user }) => {
  test.slow();
  const nameSlug = await publicRegistryWithAPurchase(user);
  const signedIn = { authorization: `Bearer ${user.idToken}`, cookie: `__session=${user.idToken}` };
  for (const path of [`/registry/${nameSlug}`, `/registry/public/${user.uid}`, `/registry/${user.uid}`]) {
    for (const headers of [{}, signedIn, signedIn]) {
      const res = await html(request, path, headers);
      expect(res.status, path).toBe(200);
      expect(decode(res.body), path).toContain('Convertible Oak Crib');
      for (const secret of PERSONAL(user)) expect(decode(res.body), `${path} holds ${secret}`).not.toContain(secret);
    }
  }

  // The owner, signed in, gets the same public HTML; the gift tracker is drawn in the browser only.
  const documentBody = page
    .waitForResponse((r) => r.url() === `${APP_ORIGIN}/registry/${user.uid}`)
    .then((r) => r.text());
  await signInAs(page, user, `/registry/${user.uid}`);
  for (const secret of PERSONAL(user)) expect(decode(await documentBody)).not.toContain(secret);
  await expect(page.getByRole('list', { name: 'Gift tracker' })).toContainText('Bought by Philippa Quenby');
});
