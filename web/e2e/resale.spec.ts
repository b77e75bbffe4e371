// Resale at the right moment (issue 27 §2) on a phone. The demo family whose daughter arrived on
// 2026-10-02 gets this week's reminder of what has been outgrown, opens "List it now" on the outgrown
// newborn sleepers, sees a suggested price for the condition and lists them; next week's reminder
// leaves them out. The days are fixed (the page's clock, and the day the admins' sweep is told), so
// nothing depends on when the test runs; the reminders come from the sweep's tasks on the Tasks emulator.
import type { Page } from '@playwright/test';
import {
  api,
  createAdmin,
  demoUser,
  expect,
  findDocs,
  member,
  phonePhoto,
  signInAs,
  test,
  type TestUser,
} from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
// In order, in one worker: the sweep below starts a task for every demo family at once, and the
// Functions emulator a process for each, which starves a sign-in running beside it on two cores.
test.describe.configure({ mode: 'default' });

const SLEEPERS = 'Dewdrop Basics Newborn Zip Sleepers, 3 Pack';
/** A Sunday and the Monday after it: two ISO weeks, the same statuses. */
const THIS_WEEK = '2026-12-20';
const NEXT_WEEK = '2026-12-21';

/**
 * The reminders on the notifications page, newest first, once `count` have arrived: the sweep's tasks
 * write them a moment after the admins' call returns, so this waits on the stored documents (a cheap
 * query) and then loads the page once, instead of loading it again and again.
 */
async function reminders(page: Page, user: TestUser, count: number) {
  await expect
    .poll(
      async () =>
        (await findDocs('notifications', 'uid', user.uid, { limit: 50 })).filter(
          (n) => n.fields.kind?.stringValue === 'resale-reminder',
        ).length,
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  await page.goto('/marketplace/notifications');
  const items = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({
      hasText: /could earn about \$\d+/,
    });
  await expect(items.nth(count - 1)).toBeVisible();
  return items;
}

test('a parent turns the weekly resale reminder off in Settings, and it stays off', async ({ page }) => {
  const parent = await member('Dana Whitfield');
  await signInAs(page, parent, '/settings');
  const toggle = page.getByRole('switch', { name: 'Weekly resale reminder' });
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: 'Resale reminders are off.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly resale reminder' })).not.toBeChecked();
});

test('Priya is reminded of outgrown gifts, lists one at the suggested price, and next week is not reminded of it', async ({
  page,
}) => {
  test.slow();
  await page.clock.setSystemTime(new Date(`${THIS_WEEK}T10:00:00`));
  const [priya, admin] = await Promise.all([demoUser('demo-priya'), createAdmin()]);

  await api('/api/admin/marketplace/resale-reminders', admin, { today: THIS_WEEK });
  await signInAs(page, priya, '/marketplace/notifications');
  const thisWeek = (await reminders(page, priya, 1)).filter({ hasText: SLEEPERS }).first();
  await expect(thisWeek).toContainText(/^\w+ things? (has|have) been outgrown/);

  await thisWeek.getByRole('link').click();
  await expect(page).toHaveURL(/\/registry\/demo-priya$/);
  const sleepers = page
    .getByRole('list', { name: 'Registry items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SLEEPERS, exact: true }) });
  await expect(sleepers.getByText('Outgrown', { exact: true })).toBeVisible();
  await sleepers.getByRole('link', { name: /List it now/ }).click();

  await expect(page.getByRole('heading', { name: 'Sell an item', level: 1 })).toBeVisible();
  const suggestion = page.getByRole('status', { name: 'Suggested price' });
  await expect(suggestion).toContainText('Choose the condition to see a suggested price.');
  await page.getByRole('radio', { name: /Gently used/ }).check();
  // A median of sales ("based on 7 sales") or, with fewer than 5 in the last year, an estimate.
  await expect(suggestion).toContainText(
    /^Suggested \$\d+, (based on \d+ sales|an estimate from the \$\d+ store price)/,
  );
  const gentlyUsed = /Suggested \$(\d+)/.exec((await suggestion.textContent()) ?? '')?.[1];
  await page.getByRole('radio', { name: /Like new/ }).check();
  await expect(suggestion).not.toContainText(`Suggested $${gentlyUsed},`);
  await suggestion.getByRole('button', { name: 'Use this price' }).click();
  await expect(page.getByLabel('Price', { exact: true })).not.toHaveValue('');

  await page
    .getByLabel('Description', { exact: true })
    .fill('Three zip sleepers in newborn size, washed gently and folded. No stains, zips run smoothly.');
  await page.getByLabel('Pickup ZIP code').fill('60614');
  await page
    .getByLabel('Add photos')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(40) });
  await page.getByRole('button', { name: 'Publish' }).click();
  // The photo goes through the photos function (sharp) first: its cold start on a busy machine takes a while.
  await expect(page.getByRole('heading', { level: 1, name: SLEEPERS })).toBeVisible({ timeout: 30_000 });

  // Next week's reminder still names the other outgrown gifts, but not the listed sleepers.
  await api('/api/admin/marketplace/resale-reminders', admin, { today: NEXT_WEEK });
  const nextWeek = (await reminders(page, priya, 2)).first();
  await expect(nextWeek).toContainText('Softloom Convertible Newborn Gown');
  await expect(nextWeek).not.toContainText(SLEEPERS);
});
