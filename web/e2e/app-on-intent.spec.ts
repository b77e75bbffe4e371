// A public page's first load is the HTML and the boot script; the app starts on the visitor's first
// sign of intent, and what the visitor did before it was there is not lost (docs/decisions/012).
import type { Page } from '@playwright/test';
import { APP_ORIGIN, expect, seedSignIn, test } from './fixtures';

/** Turns Save-Data on: the boot script then fetches nothing ahead of the visitor (app/idle-prefetch.ts). */
async function saveData(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/**
 * Opens a page as a visitor does: no key pressed, nothing touched (frame.goto skips the fixture).
 * With `prefetch: false` the app is not fetched when the page is idle, so it is still to come when
 * the visitor acts (what a slow phone sees in its first seconds).
 */
async function openUntouched(page: Page, path: string, { prefetch = true } = {}) {
  if (!prefetch) await saveData(page);
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

/** The files the boot script preloaded when the page was idle: fetched, never run (app/idle-prefetch.ts). */
const idlePrefetched = (page: Page) =>
  page.locator('link[data-idle-prefetch]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));

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
  // What ran; the app's files preloaded when the page was idle are fetched only (the next test).
  const fetched = [...scripts];
  const prefetched = await idlePrefetched(page);
  const ran = fetched.filter((url) => !prefetched.includes(url));
  expect(ran.length).toBeLessThanOrEqual(5);
  expect(ran.some((url) => /firebase|firestore|auth/i.test(url))).toBe(false);
  await pageView;
  expect(await isHydrated(page)).toBe(false);
  // The first touch starts the app.
  await page.mouse.move(200, 200);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});

test('the menu button pressed before the app is there opens the menu at once, and its links work', async ({ page }) => {
  await openUntouched(page, '/', { prefetch: false });
  await slowScriptsFromNow(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The server's menu is a native popover: the browser opens it, with no app.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible({ timeout: 2_000 });
  expect(await isHydrated(page)).toBe(false);
  await menu.getByRole('link', { name: 'Marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('once the app runs, the menu button opens the drawer and the menu from before stays closed', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(1);
  await expect(page.locator('#menu-before-app')).toBeHidden();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a search typed and sent before the app is there is searched for, word for word', async ({ page }) => {
  await openUntouched(page, '/faqs', { prefetch: false });
  await slowScriptsFromNow(page);
  const box = page.getByRole('searchbox', { name: 'Search products and registries' });
  await box.fill('car seat');
  await box.press('Enter');
  expect(await isHydrated(page)).toBe(false);
  await expect(page).toHaveURL(/\/search\/car%20seat$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('car seat');
});

test('a link followed before the app is there opens the next page from the server', async ({ page }) => {
  await openUntouched(page, '/', { prefetch: false });
  await slowScriptsFromNow(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in member gets the app at once, without touching the page', async ({ page, user }) => {
  // Signed in before the first load, which nothing touches.
  await seedSignIn(page, user);
  await openUntouched(page, '/about');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Registry' })).toBeVisible();
});

test('on a phone, reading, the menu and the search box cost no JavaScript; Add to registry starts the app', async ({
  browser,
}) => {
  // A phone of its own (touch, 390 × 844), outside the fixture that starts the app after each load.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openUntouched(page, '/product/anchorline-backless-booster', { prefetch: false });
  const firstLoad = scripts.length;
  // A tap on the text, a scroll by touch, the menu (a native popover) and the search box (a GET form).
  await page.getByRole('heading', { level: 1 }).tap();
  const cdp = await phone.newCDPSession(page);
  await cdp.send('Input.synthesizeScrollGesture', { x: 200, y: 600, yDistance: -300, gestureSourceType: 'touch' });
  await cdp.send('Input.synthesizeScrollGesture', { x: 200, y: 300, yDistance: 300, gestureSourceType: 'touch' });
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.tap();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Closed as a phone does (no keyboard: a key would start the app, as on a desktop).
  await page.getByRole('button', { name: 'Close menu' }).tap();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.getByRole('banner').getByRole('searchbox').tap();
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeFocused();
  await page.waitForTimeout(1500);
  expect(scripts.slice(firstLoad)).toEqual([]);
  expect(await isHydrated(page)).toBe(false);

  // The page's main action needs the app: the tap is held, the app starts, and the tap is answered.
  await page
    .getByRole('button', { name: /Add to registry/ })
    .first()
    .tap();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  // Signed out, the product is kept and the sign-up dialog opens (the auth flow adds it after).
  await expect(page.getByRole('dialog')).toBeVisible();
  await phone.close();
});
