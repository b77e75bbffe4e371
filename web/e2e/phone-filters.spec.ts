// Results first on a phone (390 x 844): every list page's first result starts on the first screen,
// the filters open from one "Filters (n)" button as a sheet, applied filters are chips that remove
// them, and the count is shown, hydrated and with JavaScript off. Search sent before the app (with
// JavaScript off) reaches its results; an unknown brand is a 404; a blank search is the marketplace.
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, serverTitleAndHeading, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Today in New York City, as the city's pages name days. */
const nycToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return context.newPage();
}

/** The first result's top on the page as it loads (scrolled to the top). */
async function topOf(first: Locator): Promise<number> {
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box).not.toBeNull();
  return box?.y ?? Infinity;
}

const LIST_PAGES: [string, () => string, (page: Page) => Locator][] = [
  [
    'the marketplace home',
    () => '/marketplace',
    (p) => p.getByRole('list', { name: 'Fresh listings' }).getByRole('article'),
  ],
  [
    'a category page',
    () => '/marketplace/category/strollers',
    (p) => p.getByRole('list', { name: 'Listings' }).getByRole('article'),
  ],
  [
    'a search page',
    () => '/marketplace/search/stroller',
    (p) => p.getByRole('list', { name: 'Listings' }).getByRole('article'),
  ],
  [
    'the fresh listings',
    () => '/marketplace/fresh',
    (p) => p.getByRole('list', { name: 'Fresh listings' }).getByRole('article'),
  ],
  [
    'a product search',
    () => '/search/stroller',
    (p) => p.getByRole('list', { name: /^Matching (registries|products)$/ }).getByRole('listitem'),
  ],
  [
    'a catalog category',
    () => '/registry/category/strollers',
    (p) => p.getByRole('list', { name: 'Strollers products' }).getByRole('article'),
  ],
  [
    "a city's day",
    () => `/city/new-york-city/${nycToday()}`,
    (p) => p.getByRole('list', { name: 'Events' }).getByRole('article'),
  ],
];

for (const [name, path, results] of LIST_PAGES) {
  test(`${name}: the first result starts within the first screen, from the server and once hydrated`, async ({
    page,
    browser,
  }) => {
    const off = await noScriptPage(browser);
    await off.goto(path());
    const serverTop = await topOf(results(off).first());
    expect(serverTop).toBeLessThanOrEqual(600);
    await off.context().close();

    await page.goto(path());
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // Hydration moves nothing: the same top as the server's page.
    expect(Math.abs((await topOf(results(page).first())) - serverTop)).toBeLessThanOrEqual(1);
  });
}

test('a brand page: the first listing starts within the first screen', async ({ page, request }) => {
  // The brand of the first stroller listed, from the category page's HTML (no browser needed).
  const category = await (await request.get('/marketplace/category/strollers')).text();
  const firstCard = /<article\b[\s\S]*?<\/article>/.exec(category)?.[0] ?? '';
  const href = /<a\b[^>]*\shref="([^"]*)"/.exec(firstCard)?.[1];
  const brand = /^\/marketplace\/brand\/([a-z0-9-]+)\//.exec(href ?? '')?.[1];
  expect(brand).toBeTruthy();
  await page.goto(`/marketplace/brand/${brand}`);
  expect(await topOf(page.getByRole('list', { name: 'Listings' }).getByRole('article').first())).toBeLessThanOrEqual(
    600,
  );
});

test('Filters (n) opens the sheet; an applied filter is a chip, removing the chip removes the filter; the count shows', async ({
  page,
}) => {
  await page.goto('/marketplace/category/strollers');
  const count = page.getByText(/^\d+ listings?$/);
  await expect(count).toBeVisible();
  const all = Number((await count.textContent())?.split(' ')[0]);
  const sheet = page.getByRole('complementary', { name: 'Filter listings' });
  await expect(sheet).toBeHidden();

  await page.getByRole('link', { name: 'Filters', exact: true }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox', { name: /Like new/ }).check();
  await sheet.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/marketplace\/category\/strollers\?condition=like-new$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
  const chip = page
    .getByRole('list', { name: 'Applied filters' })
    .getByRole('link', { name: 'Remove filter: Like new' });
  await expect(chip).toBeVisible();
  await expect(count).toBeVisible();
  const likeNew = Number((await count.textContent())?.split(' ')[0]);
  expect(likeNew).toBeLessThan(all);
  // The results are on screen, from the top, after applying.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await chip.click();
  await expect(page).toHaveURL(/\/marketplace\/category\/strollers$/);
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Filters', exact: true })).toBeVisible();
  await expect(count).toHaveText(`${all} listings`);
});

test("a city's day: the sheet's filters narrow the day, chips show them, and one chip takes its filter off", async ({
  page,
}) => {
  const day = `/city/new-york-city/${nycToday()}`;
  await page.goto(day);
  const status = page.getByRole('status');
  await expect(status).toHaveText(/^\d+ events$/);
  await page.getByRole('link', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('complementary', { name: 'Filter events' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Free only').check();
  await sheet.getByLabel('Stroller friendly').check();
  await sheet.getByRole('button', { name: 'Show events' }).click();
  await expect(page).toHaveURL(/\?free=1&needs=stroller$/);
  await expect(sheet).toBeHidden();
  await expect(status).toHaveText(/^\d+ of \d+ events match your filters$/);
  await expect(page.getByRole('link', { name: 'Filters (2)' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: 'Remove filter: Free only' }).click();
  await expect(page).toHaveURL(/\?needs=stroller$/);
  await expect(page.getByRole('link', { name: 'Remove filter: Stroller friendly' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
});

test('with JavaScript off, the Filters button, the sheet, the chips and their removal all work', async ({
  browser,
}) => {
  const page = await noScriptPage(browser);
  await page.goto('/marketplace/category/strollers');
  const sheet = page.getByRole('complementary', { name: 'Filter listings' });
  await expect(sheet).toBeHidden();
  await page.getByRole('link', { name: 'Filters', exact: true }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox', { name: /Like new/ }).check();
  await sheet.getByRole('button', { name: 'Apply filters' }).click();
  // The browser sends every field of the form (empty ones too); the server reads what is set.
  await expect(page).toHaveURL(/\/marketplace\/category\/strollers\?(.*&)?condition=like-new(&|$)/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('link', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByText(/^\d+ listings?$/)).toBeVisible();
  await page.getByRole('link', { name: 'Remove filter: Like new' }).click();
  await expect(page).toHaveURL(/\/marketplace\/category\/strollers$/);
  await expect(page.getByRole('link', { name: 'Filters', exact: true })).toBeVisible();
  await page.context().close();
});

test('with JavaScript off, a marketplace search for "crib" from the header lands on its results', async ({
  browser,
}) => {
  const page = await noScriptPage(browser);
  await page.goto('/marketplace');
  const box = page.getByRole('searchbox', { name: 'Search the marketplace' });
  await box.fill('crib');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\/search\/crib$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used baby gear for “crib”');
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('article').first()).toBeVisible();
  await page.context().close();
});

test('with JavaScript off, the header search elsewhere goes to /search/{query}', async ({ browser }) => {
  const page = await noScriptPage(browser);
  await page.goto('/registry');
  const box = page.getByRole('searchbox', { name: 'Search products and registries' });
  await box.fill('stroller');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/stroller$/);
  await page.context().close();
});

// Both in the server's HTML, without a browser: the status, the page and where a redirect lands.
test('an unknown brand is a 404 and not indexed', async ({ request }) => {
  const page = await serverTitleAndHeading(request, '/marketplace/brand/no-such-brand-zz');
  expect(page.status).toBe(404);
  expect(page.body).toMatch(/<meta name="robots" content="noindex/);
  expect(page.body).toContain('No listings match these filters yet.');
});

test('a blank marketplace search is the marketplace itself, never titled ""', async ({ request }) => {
  const res = await request.get('/marketplace/search/%20', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/marketplace');
  const landed = await serverTitleAndHeading(request, '/marketplace/search/%20');
  expect(landed.url).toMatch(/\/marketplace$/);
  expect(landed.title).toBe('Buy and Sell Baby Gear | Recess');
});
