// A local pickup handed over with the buyer's code, on a phone (issue 23 #4): the seller marks the
// order ready, the buyer's order page shows the pickup code (and no "picked up" or cancel of their
// own), a wrong code is refused with the reason and kept in the box, the right one records Picked up,
// and the buyer's page follows live with the protection window.
import { buyForPickup, expect, member, publishListing, signedInPage, test, uniqueWord } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test("the seller records the hand-over with the code from the buyer's order page, and the buyer's protection window starts then", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [seller, buyer] = await Promise.all([member('Priya Nair'), member('Sam Okoro')]);
  const brand = uniqueWord();
  const { id } = await publishListing(seller, {
    title: `${brand} Tallboy High Chair`,
    brand,
    category: 'feeding',
    subcategory: 'high-chair',
    condition: 'like-new',
    priceCents: 8000,
    description: 'Wipes clean, the tray goes in the dishwasher. All straps included.',
    pickupZip: '11215',
    manufactureDate: '2024-06',
  });
  const orderId = await buyForPickup(buyer, id);

  const sellerPage = await signedInPage(browser, seller, `/marketplace/orders/${orderId}`);
  await sellerPage.getByRole('button', { name: 'Ready for pickup' }).click();
  const handOver = sellerPage.getByRole('form', { name: 'Record the hand-over' });
  await expect(handOver).toBeVisible();

  const buyerPage = await signedInPage(browser, buyer, `/marketplace/orders/${orderId}`);
  const codeBox = buyerPage.getByRole('region', { name: 'Your pickup code' });
  const shown = codeBox.getByText(/^\d{6}$/);
  await expect(shown).toBeVisible();
  const code = (await shown.innerText()).trim();
  await expect(buyerPage.getByRole('button', { name: 'Report a problem' })).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: 'I picked it up' })).toHaveCount(0);
  await expect(buyerPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  const box = handOver.getByLabel('Pickup code');
  const wrong = code === '000000' ? '111111' : '000000';
  await box.fill(wrong);
  await handOver.getByRole('button', { name: 'Record the hand-over' }).click();
  await expect(sellerPage.getByRole('alert').filter({ hasText: 'That code does not match.' })).toBeVisible();
  await expect(box).toHaveValue(wrong);
  await box.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await handOver.getByRole('button', { name: 'Record the hand-over' }).click();
  await expect(sellerPage.getByText('Picked up', { exact: true }).first()).toBeVisible();

  // The buyer's page follows the order live: the code is gone and the 3-day window has started.
  await expect(buyerPage.getByText(/^Protection ends /)).toBeVisible();
  await expect(codeBox).toHaveCount(0);
});
