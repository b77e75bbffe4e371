// The marketplace end to end, around a listing: saving it (and the saved listings page), reporting it,
// and an admin taking a reported listing down from the moderation queue.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { APP_ORIGIN, createAdmin, expect, readDoc, test, type TestUser, member, signedInPage } from './fixtures';

/** Whether the page fits a 360 px wide phone without sideways scrolling. */
async function fitsPhoneWidth(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 360, height: 780 });
  return page.evaluate(() => document.documentElement.scrollWidth <= 360);
}

async function api<T>(path: string, user: TestUser, body?: unknown): Promise<T> {
  const res = await fetch(`${APP_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Creates, photographs and publishes a listing through the API, as the sell form does. */
async function publishListing(seller: TestUser, title: string): Promise<string> {
  const { id } = await api<{ id: string }>('/api/marketplace/listings', seller, {
    title,
    brand: '',
    model: '',
    productId: null,
    category: 'play',
    subcategory: '',
    condition: 'gently-used',
    priceCents: 4500,
    originalPriceCents: null,
    description: 'A soft play mat with a few toys that hang over it. Washed and folded.',
    ageMinMonths: 0,
    ageMaxMonths: 12,
    manufactureDate: null,
    carSeatInCrash: null,
    carSeatHasLabel: null,
    localPickup: true,
    shippingCents: null,
    pickupZip: '60614',
  });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aacc' } })
    .jpeg()
    .toBuffer();
  const upload = await fetch(`${APP_ORIGIN}/api/marketplace/listings/${id}/photos`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${seller.idToken}` },
    body: new Uint8Array(photo),
  });
  expect(upload.status).toBeLessThan(300);
  await api(`/api/marketplace/listings/${id}/publish`, seller, {});
  return id;
}

test('a buyer saves a listing, finds it on the saved page and removes it; signed out, Save asks to sign in', async ({
  page,
  browser,
  user,
}) => {
  test.slow();
  // A seeded listing nobody buys in the other specs.
  const res = await page.goto('/marketplace/item/demo-listing-001');
  expect(res?.status()).toBe(200);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const listingUrl = page.url();

  // Signed out, Save goes to sign in and comes back here after.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/signin\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(new URL(listingUrl).pathname);

  const buyer = await signedInPage(browser, user, listingUrl);
  const save = buyer.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = buyer.getByRole('button', { name: 'Saved', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // Saved in Firestore with the server's time, so it is still saved on the next visit.
  await expect
    .poll(async () => JSON.stringify(await readDoc(`users/${user.uid}/savedListings/demo-listing-001`)))
    .toContain('timestampValue');
  await buyer.reload();
  await expect(buyer.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  await buyer.goto('/marketplace/saved');
  const list = buyer.getByRole('list', { name: 'Saved listings' });
  await expect(list.getByRole('link', { name: title })).toHaveAttribute('href', new URL(listingUrl).pathname);
  expect(await fitsPhoneWidth(buyer)).toBe(true);
  await list.getByRole('button', { name: `Remove ${title} from saved` }).click();
  await expect(buyer.getByText('Nothing saved yet. Press Save on a listing to keep it here.')).toBeVisible();
  await expect.poll(() => readDoc(`users/${user.uid}/savedListings/demo-listing-001`)).toBeNull();

  await buyer.goto(listingUrl);
  await expect(buyer.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('a buyer reports a listing; an admin sees the report in the moderation queue and removes the listing', async ({
  browser,
}) => {
  test.slow();
  const [seller, buyer, admin] = await Promise.all([member('Rosa Delgado'), member('Theo Park'), createAdmin()]);
  const title = `Play mat ${Date.now().toString(36)} with hanging toys`;
  const id = await publishListing(seller, title);

  const buyerPage = await signedInPage(browser, buyer, `/marketplace/item/${id}`);
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(title);
  await buyerPage.getByRole('button', { name: 'Report' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose what is wrong with this listing.');
  await dialog.getByLabel('What is wrong?').selectOption({ label: 'Unsafe or recalled item' });
  await dialog.getByLabel('Details').fill('The toy bar has a cracked clip with sharp edges.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(buyerPage.getByText('Thanks for telling us. Our safety team will review this listing.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second report of the same listing is refused, with the API's reason.
  await buyerPage.getByRole('button', { name: 'Report' }).click();
  await dialog.getByLabel('What is wrong?').selectOption({ label: 'Looks like a scam' });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You have already reported this listing. Our team will look at it soon.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Not an admin: the queue is not theirs to see.
  await buyerPage.goto('/admin/marketplace');
  await expect(buyerPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();

  const adminPage = await signedInPage(browser, admin, '/admin/marketplace');
  const item = adminPage
    .getByRole('list', { name: 'Open moderation items' })
    .getByRole('listitem', { name: title, exact: true });
  await expect(item.getByText('Report', { exact: true })).toBeVisible();
  await expect(
    item.getByText('Unsafe or recalled item: The toy bar has a cracked clip with sharp edges.'),
  ).toBeVisible();
  await expect(item.getByRole('link', { name: title })).toBeVisible();
  expect(await fitsPhoneWidth(adminPage)).toBe(true);
  await item.getByRole('button', { name: `Remove ${title}` }).click();
  const remove = adminPage.getByRole('dialog', { name: `Remove ${title}` });
  await remove.getByLabel('Reason for the seller').fill('The toy bar clip is broken and has sharp edges.');
  await remove.getByRole('button', { name: 'Remove listing' }).click();
  await expect(remove).toBeHidden();
  await expect(item).toHaveCount(0);

  // The listing is no longer active: removed in Firestore, and its page is gone.
  expect(JSON.stringify(await readDoc(`listings/${id}`))).toContain('"status":{"stringValue":"removed"}');
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/marketplace/item/${id}`))?.status()).toBe(404);
});
