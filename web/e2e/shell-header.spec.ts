// The header signed out and signed in, the search box rules, and logging out.
import { expect, openMenu, signInAs, test, textLineCount } from './fixtures';

test.describe('header signed out', () => {
  test('shows Log in and Sign up, both to /signup, and no My Registry; the home page downloads no Firebase Auth SDK', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
    // Everything the home page loads, before the menu is touched.
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(
      requested.filter((u) => u.endsWith('.js')).map(async (u) => (await page.request.get(u)).text()),
    );
    expect(scripts.some((code) => code.includes('identitytoolkit.googleapis.com'))).toBe(false);
    expect(requested.some((u) => u.includes(':9099'))).toBe(false);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Recess home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('link', { name: 'My Registry' })).toHaveCount(0);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  });

  test('shows both Log in and Sign up on a 360 px phone, each on one line and inside the screen; the page fits without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const name of ['Log in', 'Sign up']) {
      const button = header.getByRole('link', { name });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', '/signup');
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} inside 360 px`).toBe(true);
      expect(await textLineCount(button), `${name} on one line`).toBe(1);
    }
    // On the logo's row, not pushed below it.
    const logo = await header.getByRole('link', { name: 'Recess home' }).boundingBox();
    const signUp = await header.getByRole('link', { name: 'Sign up' }).boundingBox();
    expect(
      Math.abs((logo?.y ?? 0) + (logo?.height ?? 0) / 2 - ((signUp?.y ?? 0) + (signUp?.height ?? 0) / 2)),
    ).toBeLessThan(8);
    // The home page's content is on the page too before its width is measured.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test("the server's HTML has Log in and Sign up with JavaScript off, and before the app starts", async ({
    browser,
  }) => {
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await off.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await off.close();

    // The app's code never arrives: what shows is the server's header alone.
    const noApp = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await noApp.route(/\/(assets|src)\/.*\.(js|ts|tsx)(\?.*)?$/, (route) => route.abort());
    const visitor = await noApp.newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();

    // Someone signed in on this browser: the buttons are hidden before first paint, their place kept.
    const member = await noApp.newPage();
    await member.addInitScript(() => localStorage.setItem('recess_signed_in', '1'));
    await member.goto('/');
    const logIn = member.getByRole('banner').locator('a[href="/signup"]').first();
    await expect(logIn).toHaveCSS('visibility', 'hidden');
    expect((await logIn.boundingBox())?.width ?? 0).toBeGreaterThan(0);
    await noApp.close();
  });
});

test.describe('header signed in', () => {
  test('shows My Registry to /registry/{uid}, and Settings and Log Out in the menu; Log Out returns to /registry with the toast and a signed-out header', async ({
    page,
    user,
  }) => {
    await signInAs(page, user);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'My Registry' })).toHaveAttribute('href', `/registry/${user.uid}`);
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeVisible();

    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/registry$/);
    await expect(page.getByRole('status').filter({ hasText: 'Successfully logged out' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Registry' })).toHaveCount(0);
  });
});

test.describe('header search', () => {
  // One home page for the three rules: what is ignored first (it stays there), then Enter, then the
  // button, which the header offers on the results page too.
  test('ignores empty and whitespace-only input; goes to /search/{trimmed query} on Enter, and by the search button', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const box = header.getByRole('searchbox', { name: 'Search products and registries' });
    await box.press('Enter');
    await box.fill('     ');
    await box.press('Enter');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/localhost:5000\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The parenting village, in your pocket.');

    await box.fill('   convertible car seat  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/convertible%20car%20seat$/);
    // The results page is drawn (the header's box follows its query) before the next search is typed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Results for .convertible car seat.$/);

    await box.fill('swaddle');
    await header.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/swaddle$/);
  });
});
