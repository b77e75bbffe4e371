// Page-level behaviour of the shell: 404, redirects, titles and canonical links, scroll, fbclid.
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

async function canonicalHrefs(page: Page) {
  return page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
}

test('unknown paths show the 404 page, titled Page Not Found and kept out of indexes', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | Recess');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});

const redirects: [string, string][] = [
  ['/registry-products', '/registry'],
  ['/registry-products/inspiration', '/registry/inspiration'],
  ['/registry-products/category/car-seats?sort=popular', '/registry/category/car-seats?sort=popular'],
];
test('the old /registry-products paths redirect, each replacing its history entry', async ({ page }) => {
  // One home page to come back to: each redirect is followed from it, and Back returns to it.
  await page.goto('/');
  for (const [from, to] of redirects) {
    await page.goto(from);
    await expect(page, from).toHaveURL((url) => `${url.pathname}${url.search}` === to);
    await page.goBack();
    await expect(page, from).toHaveURL((url) => url.pathname === '/');
  }
});

test('the home page has its title and exactly one absolute canonical link without the query, and both follow client-side navigation, one canonical at a time', async ({
  page,
}) => {
  await page.goto('/?utm_source=newsletter&utm_medium=email');
  await expect(page).toHaveTitle('Baby Registry, Used Baby Gear and Family Events | Recess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The parenting village, in your pocket.');
  expect(await canonicalHrefs(page)).toEqual(['http://localhost:5000/']);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page).toHaveTitle('Careers | Recess');
  await expect.poll(() => canonicalHrefs(page)).toEqual(['http://localhost:5000/careers']);
  await page.goBack();
  await expect(page).toHaveTitle('Baby Registry, Used Baby Gear and Family Events | Recess');
  await expect.poll(() => canonicalHrefs(page)).toEqual(['http://localhost:5000/']);
});

test('scrolls to the top on every route change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  // The page is lazy-loaded: until it renders, the footer is in view without scrolling.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('keeps the fbclid in session storage with a timestamp and removes it from the address bar', async ({ page }) => {
  const before = Date.now();
  await page.goto('/?fbclid=IwAR3xYz_test-123&utm_source=fb#top');
  await expect(page).toHaveURL('http://localhost:5000/?utm_source=fb#top');
  const stored = await page.evaluate(() => sessionStorage.getItem('recess_fbclid'));
  const parsed = JSON.parse(stored ?? 'null') as { value: string; timestamp: number } | null;
  expect(parsed?.value).toBe('IwAR3xYz_test-123');
  expect(parsed?.timestamp).toBeGreaterThanOrEqual(before - 60_000);
  // The page was loaded once, with the id in its URL: it was removed in place, not by a reload.
  const navigations = await page.evaluate(() =>
    performance.getEntriesByType('navigation').map((n) => (n as PerformanceNavigationTiming).name),
  );
  expect(navigations).toHaveLength(1);
  expect(navigations[0]).toContain('fbclid=IwAR3xYz_test-123');
});
