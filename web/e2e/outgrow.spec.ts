// The outgrow timeline (issue 27 §1) on a phone: the demo family whose daughter arrived on
// 2026-10-02 sees each gift's place on her timeline, "List it now" on what is outgrown or nearly so
// (into the sell form, prefilled), and what is coming up. The day is fixed, so the words are too:
// on 2026-12-20 newborn-size sleepers (up to 10 lb, about 5 weeks by the WHO medians) are outgrown,
// 0-3 month gear ends on 2027-01-02 (13 days: about 2 weeks), the infant seat (to 12 months) is in use.
import { demoUser, expect, signInAs, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('Priya sees outgrown and soon-outgrown gifts with "List it now", and what is coming up', async ({ page }) => {
  await page.clock.setSystemTime(new Date('2026-12-20T10:00:00'));
  const priya = await demoUser('demo-priya');
  await signInAs(page, priya, '/registry/demo-priya');

  const items = page.getByRole('list', { name: 'Registry items' });
  const row = (title: string) =>
    items.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

  const sleepers = row('Dewdrop Basics Newborn Zip Sleepers, 3 Pack');
  await expect(sleepers.getByText('Outgrown', { exact: true })).toBeVisible();
  await expect(sleepers.getByRole('link', { name: /List it now/ })).toBeVisible();

  const gown = row('Softloom Convertible Newborn Gown');
  await expect(gown.getByText('Outgrown in about 2 weeks')).toBeVisible();
  await expect(row('Moonmeadow Zip Swaddle').getByText('Outgrown in about 2 weeks')).toBeVisible();

  const seat = row('Anchorline Nestling Infant Car Seat');
  await expect(seat.getByText('In use now')).toBeVisible();
  await expect(seat.getByRole('link', { name: /List it now/ })).toHaveCount(0);
  await expect(seat.getByRole('link', { name: /Sell this/ })).toBeVisible();
  await expect(row('Wiggle Orchard Silicone Teether Ring').getByText('Not needed yet')).toBeVisible();
  // A gift for parents says nothing about the baby's age; an item still wanted has no status.
  await expect(row('Littlewalk Universal Stroller Organizer')).not.toContainText(/In use now|Outgrown|Not needed yet/);

  const comingUp = page.getByRole('region', { name: 'Coming up' });
  await expect(comingUp.getByText(/Needed in about \d+ weeks?/).first()).toBeVisible();
  await expect(comingUp.getByRole('button', { name: /Add to registry/ }).first()).toBeEnabled();

  await gown.getByRole('link', { name: /List it now/ }).click();
  await expect(page).toHaveURL(/\/marketplace\/sell\?fromProduct=softloom-newborn-gown$/);
  await expect(page.getByRole('heading', { name: 'Sell an item', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Brand' })).toHaveValue('Softloom');
});
