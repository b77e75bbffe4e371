// The public marketplace on the demo data: the home page's button, search, category and brand pages
// with filters, a listing page (canonical address, photos, screening), a sold listing, demand
// insights and recently viewed listings.
import { APP_ORIGIN, expect, serverTitleAndHeading, test } from './fixtures';

test('the home page button opens the marketplace, with categories, fresh listings and search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Shop used baby gear' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page).toHaveTitle('Buy and Sell Baby Gear | Recess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy and Sell Baby Gear');
  await expect(page.getByRole('list', { name: 'Fresh listings' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('navigation', { name: 'Marketplace categories' }).getByRole('link')).toHaveCount(12);

  await page.getByLabel('Search the marketplace').fill('stroller');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\/search\/stroller$/);
  await expect(page).toHaveTitle(/stroller/);
  const results = page.getByRole('list', { name: 'Listings' }).getByRole('article');
  await expect(results.first()).toBeVisible();
  for (const title of await results.getByRole('heading').allTextContents())
    expect(title.toLowerCase()).toContain('stroller');
});

test('a category page filters by condition and price in its address, and an empty result suggests categories', async ({
  page,
}) => {
  await page.goto('/marketplace/category/strollers');
  await expect(page).toHaveTitle('Used Strollers - Buy and Sell Baby Gear | Recess');
  const count = async () => Number((await page.getByText(/^\d+ listings?$/).textContent())?.split(' ')[0]);
  const all = await count();
  expect(all).toBeGreaterThan(3);

  await page.getByRole('checkbox', { name: /Like new/ }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/condition=like-new/);
  // The filtered list is on the page once its chip is (the address changes before the page does).
  await expect(page.getByRole('link', { name: 'Remove filter: Like new' })).toBeVisible();
  const likeNew = await count();
  expect(likeNew).toBeLessThan(all);
  // The filtered address renders on the server as it does in the browser.
  const html = await (await fetch(`${APP_ORIGIN}/marketplace/category/strollers?condition=like-new`)).text();
  expect(html).toContain(`${likeNew} listing`);

  await page.goto('/marketplace/category/strollers?maxPrice=1');
  await expect(page.getByText('No listings match these filters yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Nearby categories' }).getByRole('link').first()).toBeVisible();
});

test('a listing page: photos at their sizes, details, the recall screening; another title moves to the canonical address', async ({
  page,
}) => {
  await page.goto('/marketplace/category/car-seats');
  const first = page.getByRole('list', { name: 'Listings' }).getByRole('article').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} - Buy and Sell Baby Gear | Recess`);
  const canonical = new URL(page.url()).pathname;
  expect(canonical).toMatch(/^\/marketplace\/brand\/[a-z0-9-]+\/[a-z0-9-]+\/demo-listing-\d+$/);
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${APP_ORIGIN}${canonical}`);

  const hero = page.getByRole('list', { name: 'Photos' }).getByRole('img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('srcset', /-320\.webp 320w, .*-640\.webp 640w, .*-1080\.webp 1080w/);
  await expect(page.getByText(/^Checked against [\d,]+ recalls on .+: no match$/)).toBeVisible();
  await expect(page.getByText('Manufactured')).toBeVisible();
  await expect(page.getByText(/^Sold by /)).toBeVisible();
  await expect(page.getByText(/\d{5}$/).first()).toBeVisible();

  const id = canonical.split('/').at(-1) ?? '';
  const moved = await fetch(`${APP_ORIGIN}/marketplace/some-old-title/${id}`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe(canonical);
  const photo = await fetch(`${APP_ORIGIN}${(await hero.getAttribute('src')) ?? ''}`);
  expect(photo.headers.get('content-type')).toBe('image/webp');

  // Viewed listings come back on the marketplace's front page, in this browser only.
  await page.goto('/marketplace');
  await expect(page.getByRole('list', { name: 'Recently viewed' }).getByRole('link', { name: title })).toBeVisible();
});

test('a sold listing stays readable and says Sold; an unknown listing is a 404', async ({ page, request }) => {
  const res = await page.goto('/marketplace/item/demo-sold-001');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('Sold', { exact: true })).toBeVisible();
  await expect(page.getByText('This item has sold.', { exact: false })).toBeVisible();
  // The unknown listing as the server answers it (no browser needed).
  const missing = await serverTitleAndHeading(request, '/marketplace/no-such-thing/not-a-listing');
  expect(missing.status).toBe(404);
  expect(missing.heading).toBe('404 Page Not Found');
});

test('demand insights show registry counts of 5 or more, and "fewer than 5" otherwise', async ({ page }) => {
  await page.goto('/marketplace/demand-insights');
  await expect(page).toHaveTitle('Demand Insights - Buy and Sell Baby Gear | Recess');
  const wanted = await page.getByRole('cell', { name: /^\d[\d,]* registries want this$/ }).allTextContents();
  expect(wanted.length).toBeGreaterThan(0);
  for (const text of wanted) expect(Number(text.replace(/,/g, '').split(' ')[0])).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('cell', { name: 'Fewer than 5 registries want this' }).first()).toBeVisible();
});
