// A public page's first load is the HTML and the boot script; the app starts on the visitor's first
// sign of intent, and what the visitor did before it was there is not lost (docs/decisions/012).
import type { Page } from '@playwright/test';
import { APP_ORIGIN, expect, signInAs, test } from './fixtures';

/** Opens a page as a visitor does: no key pressed, nothing touched (frame.goto skips the fixture). */
async function openUntouched(page: Page, path: string) {
  await page.mainFrame().goto(`${APP_ORIGIN}${path}`, { waitUntil: 'networkidle' });
}

/** Holds every script fetched from now on for a while: a slow phone network. */
async function slowScriptsFromNow(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test('a visitor reads a shared registry with only the boot script loaded, and no Firebase', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The boot script sends the page view itself: it counts whether or not the app ever starts.
  const pageView = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/analytics/batch') &&
      (request.postData() ?? '').includes('"Page Viewed"') &&
      (request.postData() ?? '').includes('/registry/maya-okafor'),
    { timeout: 15_000 },
  );
  await openUntouched(page, '/registry/maya-okafor');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Okafor');
  await page.waitForTimeout(1000);
  expect(await isHydrated(page)).toBe(false);
  expect(scripts.length).toBeLessThanOrEqual(5);
  expect(scripts.some((url) => /firebase|firestore|auth/i.test(url))).toBe(false);
  await pageView;
  expect(await isHydrated(page)).toBe(false);
  // The first touch starts the app.
  await page.mouse.move(200, 200);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});

test('the menu button pressed before the app is there opens the menu once it is', async ({ page }) => {
  await openUntouched(page, '/');
  await slowScriptsFromNow(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 20_000 });
});

test('a search typed and sent before the app is there is searched for, word for word', async ({ page }) => {
  await openUntouched(page, '/faqs');
  await slowScriptsFromNow(page);
  const box = page.getByRole('searchbox', { name: 'Search products and registries' });
  await box.fill('car seat');
  await box.press('Enter');
  expect(await isHydrated(page)).toBe(false);
  await expect(page).toHaveURL(/\/search\/car%20seat$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('car seat');
});

test('a link followed before the app is there opens the next page from the server', async ({ page }) => {
  await openUntouched(page, '/');
  await slowScriptsFromNow(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in member gets the app at once, without touching the page', async ({ page, user }) => {
  await signInAs(page, user);
  await openUntouched(page, '/about');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Registry' })).toBeVisible();
});
