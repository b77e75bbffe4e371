// The baby registry: catalog, product pages, adding (signed in, signed out, bookmarklet), the public
// registry for gift givers with exactly-once purchases, the gift tracker, find and search.
import type { Page } from '@playwright/test';
import {
  expect,
  pendingRegistryItems,
  readDoc,
  seedLocalStorage,
  serverTitleAndHeading,
  signInAs,
  smsCodeFor,
  test,
  textLineCount,
  uniquePhoneNumber,
  waitForAppOnNavigation,
  type TestUser,
} from './fixtures';

async function giveRegistryItems(page: Page, user: TestUser, items: { id: string; title: string }[]) {
  await seedLocalStorage(page, pendingRegistryItems(items.map((i) => ({ ...i, brand: 'Test Brand', price: 25 }))));
  await signInAs(page, user);
  await expect(page.getByRole('status').filter({ hasText: 'Added to Registry' })).toBeVisible();
}

/** Every product card's "Add to registry" on one line and inside its card (a layout check: a real browser). */
async function expectAddButtonsOnOneLine(page: Page) {
  const buttons = page.getByRole('article').getByRole('button', { name: /^Add to registry/ });
  await expect(buttons.first()).toBeVisible();
  const count = await buttons.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    expect(await textLineCount(button), `card ${i}`).toBe(1);
    // Inside its card: nothing spills over the edge.
    const fits = await button.evaluate((b) => {
      const card = b.closest('article')?.getBoundingClientRect();
      const box = b.getBoundingClientRect();
      return (
        Boolean(card) &&
        box.left >= (card?.left ?? 0) &&
        box.right <= (card?.right ?? 0) &&
        b.scrollWidth <= b.clientWidth
      );
    });
    expect(fits, `card ${i} button inside the card`).toBe(true);
  }
}

test('the catalog: categories, a category page and a product page at all four paths', async ({ page, request }) => {
  await page.goto('/registry');
  await expect(page).toHaveTitle('Baby Registry | Recess');
  await page
    .getByRole('list', { name: 'Categories' })
    .getByRole('link', { name: /Strollers/ })
    .click();
  await expect(page).toHaveURL(/\/registry\/category\/strollers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strollers');
  const grid = page.getByRole('list', { name: 'Strollers products' });
  await expect(grid.getByRole('article')).toHaveCount(17);
  const first = grid.getByRole('article').first().getByRole('heading', { level: 3 });
  const name = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} - Baby Registry | Recess`);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(page.url());
  const id = page.url().split('/').at(-1) ?? '';
  // The other three paths and an unknown product, as the server answers them (no browser needed).
  for (const path of [`/product/${id}`, `/products/${id}`, `/products/some-slug/${id}`]) {
    const other = await serverTitleAndHeading(request, path);
    expect(other.heading, path).toBe(name.trim());
    expect(other.canonicals, path).toEqual([canonical]);
  }
  expect((await serverTitleAndHeading(request, '/product/no-such-product-id')).heading).toBe('Product not found');
});

test('a member adds from the catalog and finds it first in the registry', async ({ page, user }) => {
  await signInAs(page, user, '/registry/category/strollers');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link') })
    .first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Add to registry (${title})` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `"${title}" has been added to your registry.` }),
  ).toBeVisible();
  await page.goto(`/registry/${user.uid}`);
  await expect(
    page.getByRole('list', { name: 'Registry items' }).getByRole('heading', { level: 3 }).first(),
  ).toHaveText(title);
});

test('a visitor adds while signed out, signs up by phone in the modal, gives a name and finds it on the public registry', async ({
  page,
  browser,
}) => {
  test.slow();
  // The page loads at a phone's 360 px first: every card's "Add to registry" on one line, inside its
  // card. Then back to the desktop width the rest of the journey runs at.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/registry/category/sleep');
  await expectAddButtonsOnOneLine(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await card.getByRole('button', { name: `Add to registry (${title})` }).click();
  const modal = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(modal).toContainText(title);
  const phone = uniquePhoneNumber();
  await modal.getByLabel('Mobile number').fill(phone.national);
  await modal.getByRole('button', { name: 'Text me a code' }).click();
  await expect(modal.getByLabel('6-digit code')).toBeVisible();
  await modal.getByLabel('6-digit code').fill(await smsCodeFor(phone.e164));
  await modal.getByRole('button', { name: 'Verify and continue' }).click();

  // A phone number carries no name: the modal asks for it before the registry exists.
  await expect(modal.getByRole('heading', { name: 'What is your name?' })).toBeVisible();
  await modal.getByRole('button', { name: 'Save and continue' }).click();
  await expect(modal.getByText('Enter your first name.')).toBeVisible();
  await modal.getByLabel('First name').fill(' Noor ');
  await modal.getByLabel('Last name').fill('Haddad');
  await modal.getByRole('button', { name: 'Save and continue' }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `"${title}" has been added to your registry.` }),
  ).toBeVisible();
  // The visitor stays where they were adding.
  await expect(page).toHaveURL(/\/registry\/category\/sleep$/);

  await page.getByRole('banner').getByRole('link', { name: 'My Registry' }).click();
  await expect(page.getByRole('list', { name: 'Registry items' })).toContainText(title);
  await expect(page.getByText('by Noor Haddad')).toBeVisible();
  await expect(page).toHaveTitle("Noor Haddad's Baby Registry | Recess");
  const uid = page.url().split('/').at(-1) ?? '';
  expect((await readDoc(`users/${uid}`))?.fields).toMatchObject({
    first: { stringValue: 'Noor' },
    last: { stringValue: 'Haddad' },
  });

  // What friends see: the public copy (written by a trigger) carries the name, never "Registry Owner".
  await expect
    .poll(async () => {
      const projection = await readDoc(`publicRegistries/${uid}`);
      return (projection?.fields as { ownerName?: { stringValue: string } } | undefined)?.ownerName?.stringValue;
    })
    .toBe('Noor Haddad');
  // A friend in another browser, signed out.
  const visitor = await browser.newPage();
  waitForAppOnNavigation(visitor);
  await visitor.goto(`/registry/public/${uid}`);
  await expect(visitor.getByText('by Noor Haddad')).toBeVisible();
  await expect(visitor).toHaveTitle("Noor Haddad's Baby Registry | Recess");
  await expect(visitor.getByText('Registry Owner')).toHaveCount(0);
  await visitor.close();
});

test('the bookmarklet popup: check, edit and add a product from another store', async ({ page, user }) => {
  const params = new URLSearchParams({
    url: 'https://shop.example/p/cloud-rocker',
    title: 'Cloud Rocker Bassinet',
    price: '$189.00',
    image: 'https://shop.example/img/rocker.jpg',
    site: 'Shop Example',
  });
  await signInAs(page, user, `/bookmarklet-popup?${params.toString()}`);
  await expect(page.getByLabel('Product name')).toHaveValue('Cloud Rocker Bassinet');
  await expect(page.getByLabel('Price (USD)')).toHaveValue('189.00');
  await page.getByLabel('Product name').fill('Cloud Rocker Bassinet, Oat');
  await page.getByRole('button', { name: 'Add to registry' }).click();
  await expect(page.getByText('“Cloud Rocker Bassinet, Oat” is on your registry.')).toBeVisible();
  await page.goto(`/registry/${user.uid}`);
  await expect(page.getByRole('list', { name: 'Registry items' })).toContainText('Cloud Rocker Bassinet, Oat');
  await expect(page.getByRole('link', { name: 'Add to Recess' })).toHaveAttribute('href', /^javascript:/);
});

test('a gift giver marks an item bought; a second giver at the same moment is told; the owner sees who', async ({
  page,
  browser,
  user,
}) => {
  // Three browsers (the owner and two givers) and several round trips: give it the slow budget.
  test.slow();
  await giveRegistryItems(page, user, [
    { id: 'e2e-high-chair', title: 'Foldaway High Chair' },
    { id: 'e2e-bath-tub', title: 'Grow-With-Me Bath Tub' },
  ]);
  const givers = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(givers.map((c) => c.newPage()));
  for (const giver of [first!, second!]) waitForAppOnNavigation(giver);
  for (const giver of [first!, second!]) {
    await giver.goto(`/registry/public/${user.uid}`);
    await expect(giver.getByRole('heading', { level: 1 })).toHaveText('Baby Registry');
    await giver.getByRole('button', { name: 'I bought this (Foldaway High Chair)' }).click();
  }
  const fill = async (giver: Page, first: string) => {
    const dialog = giver.getByRole('dialog');
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill('Giver');
    await dialog.getByLabel('Email').fill(`${first.toLowerCase()}@example.com`);
    await dialog.getByLabel('Where did you buy it?').fill('Corner Baby Shop');
    await dialog.getByLabel('Order number (optional)').fill('CBS-2231');
    return dialog;
  };
  await fill(first!, 'Ada');
  const secondDialog = await fill(second!, 'Bea');
  await first!.getByRole('dialog').getByRole('button', { name: 'Mark as bought' }).click();
  await expect(
    first!.getByRole('status').filter({ hasText: 'will see that you bought “Foldaway High Chair”' }),
  ).toBeVisible();
  await secondDialog.getByRole('button', { name: 'Mark as bought' }).click();
  await expect(secondDialog).toContainText('Someone just bought this gift. Please choose another item from the list.');
  await second!.reload();
  await expect(second!.getByRole('button', { name: 'I bought this (Foldaway High Chair)' })).toHaveCount(0);
  await expect(second!.getByRole('button', { name: 'I bought this (Grow-With-Me Bath Tub)' })).toBeVisible();
  await Promise.all(givers.map((c) => c.close()));

  await page.goto(`/registry/${user.uid}`);
  const tracker = page.getByRole('list', { name: 'Gift tracker' });
  await expect(tracker).toContainText('Bought by Ada Giver (ada@example.com) at Corner Baby Shop');
  await expect(tracker).toContainText('Order number: CBS-2231');
  await tracker.getByRole('checkbox', { name: 'Thank-you sent to Ada' }).check();
  // The tick shows at once; wait for the save itself before reloading.
  await expect
    .poll(async () => JSON.stringify((await readDoc(`registries/${user.uid}`))?.fields ?? {}))
    .toContain('"thankYouSent":{"booleanValue":true}');
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Gift tracker' }).getByRole('checkbox', { name: 'Thank-you sent to Ada' }),
  ).toBeChecked();
});

test('visitors see only public items of a public registry, and a private one looks like no registry', async ({
  page,
}) => {
  await page.goto('/registry/maya-okafor');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Baby Okafor's Registry");
  await expect(page).toHaveTitle("Baby Okafor's Registry | Recess");
  const gifts = page.getByRole('list', { name: 'Gifts' });
  await expect(gifts.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(gifts).not.toContainText('Checking what insurance covers first.');
  await expect(page.getByText('Grace')).toHaveCount(0);
  // A private registry's public name answers exactly like a name nobody holds.
  await page.goto('/registry/no-such-family-here');
  const unknown = await page.getByRole('main').innerText();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await page.goto('/registry/sam-lindqvist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  expect(await page.getByRole('main').innerText()).toBe(unknown);
  await expect(page).toHaveTitle(/Not Found/);
});

test('find-registry and search find a seeded registry and products', async ({ page }) => {
  await page.goto('/find-registry');
  await page.getByLabel('Name or registry title').fill('ok');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Enter at least 3 letters of a name or registry title.')).toBeVisible();
  await expect(page.getByLabel('Name or registry title')).toHaveValue('ok');
  await page.getByLabel('Name or registry title').fill('OKAF');
  await page.getByRole('button', { name: 'Find' }).click();
  await page
    .getByRole('list', { name: 'Registries found' })
    .getByRole('link', { name: /Baby Okafor's Registry/ })
    .click();
  await expect(page).toHaveURL(/\/registry\/maya-okafor$/);

  // The header's search box, on the page the visitor is on (it is the same on every page).
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products and registries' });
  await search.fill('city stroller');
  await search.press('Enter');
  await expect(page).toHaveTitle('Search results for "city stroller" | Recess');
  await expect(page.getByRole('list', { name: 'Matching products' }).getByRole('article').first()).toContainText(
    /stroller/i,
  );
  await search.fill('okafor');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/okafor$/);
  await expect(page.getByRole('list', { name: 'Matching registries' })).toContainText("Baby Okafor's Registry");
  await search.fill('zzzqqq');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/zzzqqq$/);
  await expect(page.getByText('Nothing matches “zzzqqq” yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Strollers' })).toBeVisible();
});

test('the checklist shows progress against my registry and adds in one click', async ({ page, user }) => {
  await signInAs(page, user, '/checklist');
  await expect(page.getByRole('status').filter({ hasText: /^0 of \d+ essentials on your registry$/ })).toBeVisible();
  const nursery = page.getByRole('region', { name: 'Nursery' });
  await expect(nursery).toContainText(/0 of \d+ nursery essentials/);
  await nursery
    .getByRole('button', { name: /^Add .+ to registry$/ })
    .first()
    .click();
  await expect(nursery).toContainText(/1 of \d+ nursery essentials/);
});

test('signed-out visitors see the checklist and are invited to start a registry', async ({ request }) => {
  // What a signed-out visitor gets is the server's HTML, read here without a browser.
  const page = await serverTitleAndHeading(request, '/checklist');
  expect(page.heading).toBe('The essentials checklist');
  expect(page.links.filter((l) => l.text === 'Start my registry').map((l) => l.href)).toEqual(['/signup']);
});

test('a member adds a product from any store by pasting its link (a local shop page)', async ({ page, user }) => {
  const { createServer } = await import('node:http');
  const shop = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Cozy Wrap Carrier | Willow Lane Goods</title>
      <meta property="og:site_name" content="Willow Lane Goods">
      <meta property="og:image" content="/img/cozy-wrap.jpg">
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Cozy Wrap Carrier","brand":{"@type":"Brand","name":"Willow Lane"},"offers":{"@type":"Offer","price":"64.00","priceCurrency":"USD"}}</script>
      </head><body><h1>Cozy Wrap Carrier</h1></body></html>`);
  });
  // The port the Functions emulator is told about in functions/.env.demo-recess.
  await new Promise<void>((resolve) => shop.listen(5055, '127.0.0.1', resolve));
  try {
    await signInAs(page, user, `/registry/${user.uid}`);
    // At 1280 px, the buttons beside the share link and the link box keep their label on one line.
    for (const name of ['Copy link', 'Get details']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeVisible();
      expect(await textLineCount(button), name).toBe(1);
      expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth), `${name} fits its button`).toBe(true);
    }
    await page.getByLabel('Paste a product link from any store').fill('http://127.0.0.1:5055/products/cozy-wrap');
    await page.getByRole('button', { name: 'Get details' }).click();
    await expect(page.getByLabel('Product name')).toHaveValue('Cozy Wrap Carrier');
    await expect(page.getByLabel('Brand')).toHaveValue('Willow Lane');
    await expect(page.getByLabel('Price (USD)')).toHaveValue('64.00');
    await expect(page.getByLabel('Store', { exact: true })).toHaveValue('Willow Lane Goods');
    await page.getByRole('button', { name: 'Add to registry' }).click();
    await expect(page.getByRole('list', { name: 'Registry items' })).toContainText('Cozy Wrap Carrier');
  } finally {
    shop.close();
  }
});

test('auto: three answers give a starter registry, added in bulk', async ({ page, user }) => {
  test.slow();
  await signInAs(page, user, '/auto');
  const due = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Suggest my registry' }).click();
  await expect(page.getByText('Enter your due date (or your baby’s birthday).')).toBeVisible();
  await page.getByLabel("Due date or baby's birthday").fill(due);
  await page.getByRole('radio', { name: 'Keep it lean' }).check();
  await page.getByRole('button', { name: 'Suggest my registry' }).click();
  const heading = page.getByRole('heading', { name: /^Your starter registry: \d+ essentials$/ });
  await expect(heading).toBeVisible();
  const total = Number(/(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(30);
  await page.getByRole('list', { name: 'Suggested products' }).getByRole('checkbox').first().uncheck();
  await page.getByRole('button', { name: `Add ${total - 1} products to my registry` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${total - 1} products have been added to your registry.` }),
  ).toBeVisible({ timeout: 30_000 });
  await page.goto(`/registry/${user.uid}`);
  await expect(page.getByRole('list', { name: 'Registry items' }).getByRole('heading', { level: 3 })).toHaveCount(
    total - 1,
  );
});
