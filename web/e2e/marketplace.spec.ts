// The marketplace end to end, selling: a seller lists with photos a buyer then finds; safety screening
// at listing time and after a new recall; "Sell this" from a registry.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  APP_ORIGIN,
  api,
  createAdmin,
  expect,
  fillShippingAddress,
  phonePhoto,
  publishListing,
  readDoc,
  pendingRegistryItems,
  seedLocalStorage,
  signInAs,
  test,
  uniqueWord,
  member,
  signedInPage,
} from './fixtures';

interface DraftFields {
  title: string;
  brand: string;
  model?: string;
  category: string;
  subcategory: string;
  price: string;
  description: string;
  zip: string;
  shipping?: string;
  manufactureDate?: string;
}

/** Fills the sell form the way a parent would. */
async function fillListingForm(page: Page, fields: DraftFields) {
  await page.getByLabel('Title', { exact: true }).fill(fields.title);
  await page.getByLabel('Brand', { exact: true }).fill(fields.brand);
  if (fields.model) await page.getByLabel('Model', { exact: true }).fill(fields.model);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: fields.category });
  await page.getByLabel('Subcategory', { exact: true }).selectOption(fields.subcategory);
  await page.getByRole('radio', { name: /Like new/ }).check();
  await page.getByLabel('Price', { exact: true }).fill(fields.price);
  await page.getByLabel('Description', { exact: true }).fill(fields.description);
  if (fields.manufactureDate) await page.getByLabel('Manufacture date').fill(fields.manufactureDate);
  await page.getByLabel('Pickup ZIP code').fill(fields.zip);
  if (fields.shipping) {
    await page.getByLabel('I can ship it').check();
    await page.getByLabel('Shipping price').fill(fields.shipping);
  }
}

test('a seller lists with 3 photos (stored with no EXIF or GPS); a buyer finds it by search and by category', async ({
  browser,
}) => {
  test.slow();
  const [seller, buyer] = await Promise.all([member('Priya Nair'), member('Sam Okoro')]);
  const word = uniqueWord();
  const title = `${word} Glide Full-Size Stroller`;

  const sellerPage = await signedInPage(browser, seller, '/marketplace/sell');
  await fillListingForm(sellerPage, {
    title,
    brand: word,
    model: 'Glide 2',
    category: 'Strollers',
    subcategory: 'full-size',
    price: '120',
    description: 'Our city stroller for two years of walks. Smooth fold, big basket, rain cover included.',
    zip: '11215',
    shipping: '18',
  });
  const photos = await Promise.all([phonePhoto(10), phonePhoto(90), phonePhoto(170)]);
  await sellerPage
    .getByLabel('Add photos')
    .setInputFiles(photos.map((buffer, i) => ({ name: `IMG_00${i}.jpg`, mimeType: 'image/jpeg', buffer })));
  await expect(sellerPage.getByRole('img', { name: /^Photo \d of 3$/ })).toHaveCount(3);
  await sellerPage.getByRole('button', { name: 'Publish' }).click();
  await expect(sellerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(sellerPage).toHaveURL(
    /\/marketplace\/brand\/kestrel[a-z]+\/kestrel[a-z]+-glide-full-size-stroller\/[\w-]+$/,
  );
  await expect(sellerPage.getByText(/Checked against [\d,]+ recalls on .+: no match/)).toBeVisible();
  await expect(sellerPage.getByText('Ships for $18.00, or local pickup')).toBeVisible();

  // Every stored photo, at every width, is WebP with no EXIF (so no GPS).
  const gallery = sellerPage.getByRole('list', { name: 'Photos' }).getByRole('img');
  await expect(gallery).toHaveCount(3);
  const srcsets = await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('srcset') ?? ''));
  const urls = srcsets.flatMap((set) => set.split(',').map((part) => part.trim().split(' ')[0] ?? ''));
  expect(urls).toHaveLength(9);
  for (const url of urls) {
    const res = await fetch(`${APP_ORIGIN}${url}`);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  }

  // A buyer finds it by search and by its category.
  const buyerPage = await signedInPage(browser, buyer, `/marketplace/search/${word.toLowerCase()}`);
  await expect(buyerPage.getByRole('link', { name: title })).toBeVisible();
  await buyerPage.goto('/marketplace/category/strollers?sort=newest');
  await expect(buyerPage.getByRole('list', { name: 'Listings' }).getByRole('link', { name: title })).toBeVisible();
  await buyerPage.getByRole('link', { name: title }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a recalled model and an expired car seat are blocked at listing time, with the reason', async ({ browser }) => {
  test.slow();
  const seller = await member('Lena Ortiz');
  const photo = await phonePhoto(40);

  // A bassinet of a model and month named in a seeded recall notice.
  const page = await signedInPage(browser, seller, '/marketplace/sell');
  await fillListingForm(page, {
    title: 'Moonmeadow Soothe Bassinet',
    brand: 'Moonmeadow',
    model: 'MM-SB200',
    category: 'Sleep',
    subcategory: 'bassinet',
    price: '60',
    description: 'Used for three months next to our bed. Sheets included.',
    zip: '60614',
    manufactureDate: '2023-05',
  });
  await page.getByLabel('Add photos').setInputFiles({ name: 'bassinet.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Publish' }).click();
  const recallAlert = page.getByRole('alert').filter({ hasText: /mattress support can drop/ });
  await expect(recallAlert).toBeVisible();
  await expect(recallAlert).toContainText(/replacement support bracket/);
  await expect(page).toHaveURL(/\/marketplace\/sell/);

  // A car seat made nine years ago, past any brand's lifetime.
  await page.goto('/marketplace/sell');
  await fillListingForm(page, {
    title: 'Infant car seat with base',
    brand: 'Roadnest',
    model: 'CityHop',
    category: 'Car Seats',
    subcategory: 'infant',
    price: '45',
    description: 'Clean, no crashes, all labels on. Base included.',
    zip: '60614',
    manufactureDate: '2017-01',
  });
  await page.getByRole('radio', { name: /No, it has not been in a crash/i }).check();
  await page.getByRole('radio', { name: /Yes, the labels are (there|on)/i }).check();
  await page.getByLabel('Add photos').setInputFiles({ name: 'seat.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /expired/i })).toBeVisible();
});

test('a new recall removes a matching active listing and tells its seller', async ({ browser }) => {
  test.slow();
  const [seller, admin] = await Promise.all([member('Noor Haddad'), createAdmin()]);
  const brand = uniqueWord();
  const { id } = await publishListing(seller, {
    title: `${brand} Trailhead Jogging Stroller`,
    brand,
    model: 'Trailhead TJ-4',
    category: 'strollers',
    subcategory: 'jogging',
    condition: 'gently-used',
    priceCents: 15000,
    description: 'Big air tyres and a hand brake. Some scuffs on the frame.',
    pickupZip: '98103',
    manufactureDate: '2024-03',
  });
  // Listed and findable (the page itself is not rendered before the recall: its copy would be kept 30 s).
  const findable = async () =>
    (
      (await (await fetch(`${APP_ORIGIN}/api/marketplace/listings?q=${brand.toLowerCase()}`)).json()) as {
        items: { id: string }[];
      }
    ).items.map((i) => i.id);
  await expect.poll(findable).toEqual([id]);

  await api('/api/admin/marketplace/recalls', admin, {
    brand,
    productName: 'Trailhead Jogging Stroller',
    modelNames: ['Trailhead'],
    modelNumbers: ['TJ-4'],
    manufacturedFrom: '2024-01',
    manufacturedTo: '2024-12',
    hazard: 'The front wheel can detach while running, and the stroller can tip.',
    remedy: 'Stop using it and contact the maker for a free replacement wheel mount.',
    noticeDate: '2026-11-20',
    category: 'strollers',
  });

  // The removal runs as a queued task (the Cloud Tasks emulator, then the task function's runtime,
  // started cold on its first task): on two busy cores that can take longer than expect's usual 10 s.
  await expect.poll(findable, { timeout: 30_000 }).toEqual([]);
  expect(JSON.stringify(await readDoc(`listings/${id}`))).toContain('"status":{"stringValue":"removed"}');
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/marketplace/trailhead/${id}`))?.status()).toBe(404);
  const page = await signedInPage(browser, seller, '/marketplace/notifications');
  await expect(page.getByText(/matches a recall/i).first()).toBeVisible();
  await page.goto('/marketplace/my-listings');
  await expect(page.getByText(/front wheel can detach/).first()).toBeVisible();
});

test('a registry owner sells a gift they received: "Sell this" opens a draft filled from the catalog', async ({
  page,
  user,
}) => {
  const product = { id: 'anchorline-backless-booster', title: 'Anchorline Backless Booster' };
  await seedLocalStorage(page, pendingRegistryItems([{ ...product, brand: 'Anchorline', price: 39.99 }]));
  await signInAs(page, user);
  await expect(page.getByRole('status').filter({ hasText: 'Added to Registry' })).toBeVisible();
  const claim = await fetch(`${APP_ORIGIN}/api/registry/${user.uid}/items/${product.id}/purchase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first: 'Grandma', last: 'Jo', email: 'jo@example.com', storeName: 'Corner Baby Shop' }),
  });
  expect(claim.ok).toBe(true);

  await page.goto(`/registry/${user.uid}`);
  await page
    .getByRole('link', { name: /Sell this/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/sell\\?fromProduct=${product.id}`));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(product.title);
  await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('Anchorline');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('car-seats');
});

test('a buyer offers, the seller counters, the buyer accepts and pays on the demo checkout; shipped, delivered and completed once the protection window has passed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [seller, buyer, admin] = await Promise.all([member('Priya Nair'), member('Sam Okoro'), createAdmin()]);
  const brand = uniqueWord();
  const title = `${brand} Cloudstep High Chair`;
  const { id } = await publishListing(seller, {
    title,
    brand,
    model: 'Cloudstep',
    category: 'feeding',
    subcategory: 'high-chair',
    condition: 'like-new',
    priceCents: 12000,
    description: 'Wipes clean, the tray goes in the dishwasher. No stains, all straps included.',
    pickupZip: '11215',
    manufactureDate: '2024-06',
    shippingCents: 1800,
  });

  // The buyer opens the listing itself (finding a new listing by search is the first test's).
  const buyerPage = await signedInPage(browser, buyer, `/marketplace/item/${id}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
  await buyerPage.getByLabel('Offer amount').fill('50');
  await buyerPage.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyerPage.getByRole('alert')).toContainText('at least $60.00');
  await buyerPage.getByLabel('Offer amount').fill('90');
  await buyerPage.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Your offer was sent.' })).toBeVisible();

  const sellerPage = await signedInPage(browser, seller, '/marketplace/offers');
  const received = sellerPage
    .getByRole('region', { name: 'Offers on your listings' })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(received).toContainText('$90.00');
  await received.getByRole('button', { name: 'Counter' }).click();
  await received.getByLabel('Counter amount').fill('105');
  await received.getByRole('button', { name: 'Send counter' }).click();
  await expect(received).toContainText('$105.00');

  await buyerPage.goto('/marketplace/offers');
  const made = buyerPage
    .getByRole('region', { name: 'Offers you made' })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(made).toContainText('$105.00 (counter from the seller)');
  await made.getByRole('button', { name: 'Accept' }).click();
  await made.getByRole('link', { name: 'Check out' }).click();

  // Shipped, so the Recess Protect fee applies: 3.5% of $105.00 + $0.50.
  await expect(buyerPage.getByText('Your accepted offer: $105.00.')).toBeVisible();
  await buyerPage.getByRole('radio', { name: /Ship to me/ }).check();
  await fillShippingAddress(buyerPage, {
    name: 'Sam Okoro',
    line1: '210 Prospect Park West',
    city: 'Brooklyn',
    state: 'New York',
    zip: '11215',
  });
  await expect(buyerPage.getByText('$4.18')).toBeVisible();
  await expect(buyerPage.getByText('$127.18')).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyerPage.getByRole('heading', { name: 'Demo checkout: no money moves' })).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Pay (demo)' }).click();
  await expect(buyerPage).toHaveURL(/\/marketplace\/orders\/[\w-]+$/);
  const orderPath = new URL(buyerPage.url()).pathname;
  await expect(buyerPage.getByText('Paid', { exact: true }).first()).toBeVisible();

  // Sold once: the seller's listings file it under Sold. (Its public page says so too once the
  // 30-second shared cache of listing pages turns over; marketplace-browse.spec covers that page.)
  await sellerPage.goto('/marketplace/my-listings');
  await expect(sellerPage.getByRole('region', { name: 'Sold' })).toContainText(title);

  await sellerPage.goto(orderPath);
  await sellerPage.getByLabel('Tracking number').fill('9400 1000 0000 0000 0000 00');
  await sellerPage.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(sellerPage.getByText('Shipped', { exact: true }).first()).toBeVisible();

  // The buyer's page follows the order live: no reload.
  await expect(buyerPage.getByRole('button', { name: 'I received it' })).toBeVisible();
  await buyerPage.getByRole('button', { name: 'I received it' }).click();
  await expect(buyerPage.getByText(/^Protection ends /)).toBeVisible();

  // Three days later (the clock moved for the sweep, not waited): completed, for both.
  await api('/api/admin/marketplace/settle', admin, { now: Date.now() + 3 * 24 * 60 * 60 * 1000 + 60_000 });
  // The sweep enqueues the order's settleOrder task; the Tasks emulator runs it a moment later.
  await expect(buyerPage.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await sellerPage.reload();
  await expect(sellerPage.getByText('Completed', { exact: true }).first()).toBeVisible();
});
