// Listing alerts on a phone (issue 27 §3): a parent saves "Tell me when one is listed near me" for a
// stroller near their Brooklyn ZIP, sees it in Your marketplace, and gets a notification when a seller
// nearby (Manhattan) lists one; none when a seller in Chicago, about 700 miles away, lists one first
// (a Chicago parent's alert on the same stroller shows that listing's trigger has run).
import { api, expect, findDocs, member, publishListing, signedInPage, test, type TestUser } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(() => test.slow());

const STROLLER = { id: 'littlewalk-everyday-stroller', title: 'Littlewalk Everyday Full-Size Stroller' };
const PRODUCT_PATH = `/product/littlewalk-everyday-full-size-stroller/${STROLLER.id}`;

function strollerListing(pickupZip: string, priceCents: number) {
  return {
    title: STROLLER.title,
    brand: 'Littlewalk',
    productId: STROLLER.id,
    category: 'strollers',
    subcategory: 'full-size',
    condition: 'like-new',
    priceCents,
    description: 'Used for one summer, always stored indoors. Rain cover and cup holder included.',
    pickupZip,
  };
}

/** The listing-alert notifications of `user`, as stored. */
async function alertNotes(user: TestUser) {
  const notes = await findDocs('notifications', 'uid', user.uid, { limit: 50 });
  return notes.filter((n) => n.fields.kind?.stringValue === 'listing-alert');
}

test('an alert near a ZIP notifies for a stroller listed nearby, not for one 700 miles away', async ({ browser }) => {
  const parent = await member('Amara Osei');
  const page = await signedInPage(browser, parent, PRODUCT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: STROLLER.title })).toBeVisible();

  await page.getByRole('button', { name: /^Tell me when one is listed near me/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell me when one is listed near me' });
  // A ZIP the marketplace does not cover is refused with the areas it does.
  await dialog.getByLabel('Your ZIP code').fill('59001');
  await dialog.getByLabel('Highest price').fill('400');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(dialog).toContainText('We do not cover that ZIP code yet.');
  await dialog.getByLabel('Your ZIP code').fill('11215');
  await dialog.getByLabel('Within').selectOption('25');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText(`Alert saved. We will tell you in Notifications when a ${STROLLER.title}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Your marketplace lists it.
  await page.goto('/marketplace/you');
  const alerts = page.getByRole('list', { name: 'Your alerts' });
  await expect(alerts).toContainText(STROLLER.title);
  await expect(alerts).toContainText('Within 25 miles of 11215 (New York) · up to $400.00 · Any condition');

  // A Chicago parent watches the same stroller; a Chicago seller lists one first.
  const chicagoParent = await member('Luis Ortega');
  await api('/api/marketplace/alerts', chicagoParent, {
    productId: STROLLER.id,
    zip: '60614',
    radiusMiles: 25,
    maxPriceCents: 40000,
    minCondition: null,
  });
  const chicagoSeller = await member('Dana Whitfield');
  await publishListing(chicagoSeller, strollerListing('60657', 32000));
  await expect.poll(async () => (await alertNotes(chicagoParent)).length, { timeout: 30_000 }).toBe(1);
  expect(await alertNotes(parent)).toEqual([]);

  // A seller in Manhattan, about 9 miles away, lists one under the highest price.
  const nearSeller = await member('Priya Raman');
  const near = await publishListing(nearSeller, strollerListing('10025', 35000));
  await expect.poll(async () => (await alertNotes(parent)).length, { timeout: 30_000 }).toBe(1);

  await page.goto('/marketplace/notifications');
  const note = page.getByRole('link', { name: new RegExp(`${STROLLER.title} listed \\$350\\.00 in New York`) });
  await expect(note).toBeVisible();
  await note.click();
  await expect(page).toHaveURL(new RegExp(`/${near.id}$`));
});
