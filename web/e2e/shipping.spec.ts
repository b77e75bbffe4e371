// Shipped orders end to end on a phone: a buyer's offer is accepted, they check out with "Ship to me"
// and a US address (a bad ZIP is refused with a clear message and nothing typed is lost), pay on the
// demo checkout; the order reads Paid, not Shipped, until the seller, who sees the address and a
// packing slip, ships it with a tracking number in a carrier's format (a malformed one is refused);
// then the buyer sees Shipped with a link to the carrier's tracking page. The address is saved for
// the buyer's next checkout.
import {
  expect,
  fillShippingAddress,
  member,
  publishListing,
  readDoc,
  signedInPage,
  test,
  uniqueWord,
} from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const ZIP_MESSAGE = 'Enter a 5-digit ZIP code, or ZIP+4 like 11215-1234.';

test('a buyer checks out with "Ship to me" and an address; the seller sees it with a packing slip and ships with a tracking number; the buyer sees Shipped with the carrier link', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [seller, buyer] = await Promise.all([member('Priya Nair'), member('Sam Okoro')]);
  const brand = uniqueWord();
  const title = `${brand} Nestle Baby Carrier`;
  const fields = {
    brand,
    category: 'travel',
    condition: 'like-new',
    priceCents: 6000,
    description: 'Soft structured carrier, washed, all buckles work. From a smoke-free home.',
    pickupZip: '11215',
    shippingCents: 1200,
  };
  const [{ id: listingId }, { id: secondId }] = await Promise.all([
    publishListing(seller, { ...fields, title }),
    publishListing(seller, { ...fields, title: `${brand} Nestle Carrier Bib` }),
  ]);

  // The buyer offers $50; the seller accepts.
  const buyerPage = await signedInPage(browser, buyer, `/marketplace/listing/${listingId}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await buyerPage.getByRole('button', { name: 'Make an offer' }).click();
  await buyerPage.getByLabel('Offer amount').fill('50');
  await buyerPage.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Your offer was sent.' })).toBeVisible();

  const sellerPage = await signedInPage(browser, seller, '/marketplace/offers');
  const received = sellerPage
    .getByRole('region', { name: 'Offers on your listings' })
    .getByRole('article')
    .filter({ hasText: title });
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(received).toContainText('Accepted');

  // Checkout: "Ship to me" asks where to.
  await buyerPage.goto('/marketplace/offers');
  await buyerPage
    .getByRole('region', { name: 'Offers you made' })
    .getByRole('article')
    .filter({ hasText: title })
    .getByRole('link', { name: 'Check out' })
    .click();
  await expect(buyerPage.getByText('Your accepted offer: $50.00.')).toBeVisible();
  await buyerPage.getByRole('radio', { name: /Ship to me/ }).check();
  await expect(buyerPage.getByRole('group', { name: 'Ship to' })).toBeVisible();
  await fillShippingAddress(buyerPage, {
    name: 'Sam Okoro',
    line1: '210 Prospect Park West',
    line2: 'Apt 3',
    city: 'Brooklyn',
    state: 'New York',
    zip: '1121',
  });
  await buyerPage.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(buyerPage.getByText(ZIP_MESSAGE)).toBeVisible();
  // Nothing typed is lost, and no payment was opened.
  await expect(buyerPage.getByLabel('Street address')).toHaveValue('210 Prospect Park West');
  await expect(buyerPage.getByLabel('State')).toHaveValue('NY');
  await expect(buyerPage).toHaveURL(/\/marketplace\/checkout\//);
  await buyerPage.screenshot({ path: '/tmp/shipping-checkout.png', fullPage: true });
  await buyerPage.getByLabel('ZIP code').fill('11215-4321');
  await expect(buyerPage.getByLabel('Save this address for next time')).toBeChecked();
  await buyerPage.getByRole('button', { name: 'Pay', exact: true }).click();

  // The demo checkout confirms the address, as Stripe's page would.
  await expect(buyerPage.getByRole('heading', { name: 'Demo checkout: no money moves' })).toBeVisible();
  await expect(buyerPage.getByRole('region', { name: 'Shipping to' })).toContainText('Brooklyn, NY 11215-4321');
  await buyerPage.getByRole('button', { name: 'Pay (demo)' }).click();
  await expect(buyerPage).toHaveURL(/\/marketplace\/orders\/[\w-]+$/);
  const orderPath = new URL(buyerPage.url()).pathname;
  const orderId = orderPath.split('/').pop() ?? '';

  // Paid, not shipped: nothing on the page says Shipped yet.
  const buyerOrder = buyerPage.getByRole('main');
  await expect(buyerOrder.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(buyerOrder.getByRole('region', { name: 'Ship to' })).toContainText('210 Prospect Park West');
  await expect(buyerOrder.getByText(/\bShipped\b/)).toHaveCount(0);

  // The seller sees where it goes and a packing slip.
  await sellerPage.goto(orderPath);
  const sellerOrder = sellerPage.getByRole('main');
  const shipTo = sellerOrder.getByRole('region', { name: 'Ship to' });
  await expect(shipTo).toContainText('Sam Okoro');
  await expect(shipTo).toContainText('Apt 3');
  await expect(shipTo).toContainText('Brooklyn, NY 11215-4321');
  const slip = sellerOrder.getByRole('region', { name: 'Packing slip' });
  await expect(slip).toContainText(orderId);
  await expect(slip).toContainText(title);
  await expect(slip).toContainText('210 Prospect Park West');
  await expect(slip).toContainText('Priya, New York, NY');
  await expect(slip.getByRole('button', { name: 'Print packing slip' })).toBeVisible();
  await expect(sellerOrder.getByText(/\bShipped\b/)).toHaveCount(0);

  // A malformed tracking number is refused and kept; a UPS number ships it.
  await sellerPage.getByLabel('Tracking number').fill('1Z 999 AA1');
  await sellerPage.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(sellerPage.getByText(/Enter the tracking number exactly as it is on the label/)).toBeVisible();
  await expect(sellerPage.getByLabel('Tracking number')).toHaveValue('1Z 999 AA1');
  await sellerPage.screenshot({ path: '/tmp/shipping-seller.png', fullPage: true });
  await sellerPage.getByLabel('Tracking number').fill('1Z 999 AA1 01 2345 6784');
  await sellerPage.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(sellerOrder.getByText('Shipped', { exact: true }).first()).toBeVisible();

  // The buyer's page follows live: Shipped, with the carrier's tracking page.
  await expect(buyerOrder.getByText('Shipped', { exact: true }).first()).toBeVisible();
  const track = buyerOrder.getByRole('link', { name: 'Track with UPS' });
  await expect(track).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(buyerOrder.getByText('Tracking number: 1Z999AA10123456784')).toBeVisible();
  await buyerPage.screenshot({ path: '/tmp/shipping-buyer.png', fullPage: true });

  // The address was saved: the next checkout starts from it.
  expect(JSON.stringify(await readDoc(`users/${buyer.uid}/shippingAddresses/default`))).toContain('11215-4321');
  await buyerPage.goto(`/marketplace/checkout/${secondId}`);
  await buyerPage.getByRole('radio', { name: /Ship to me/ }).check();
  await expect(buyerPage.getByLabel('Street address')).toHaveValue('210 Prospect Park West');
  await expect(buyerPage.getByLabel('ZIP code')).toHaveValue('11215-4321');
});
