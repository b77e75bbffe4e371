// First-party analytics end to end: a phone sign-up's funnel steps reach analytics_events in order,
// the admin funnel report renders the seeded data for an admin and refuses everyone else, and Global
// Privacy Control switches analytics off.
import type { Page } from '@playwright/test';
import { createAdmin, expect, findDocs, signInAs, smsCodeFor, test, uniquePhoneNumber } from './fixtures';

interface StoredEvent {
  name: string;
  step: number | null;
  timestamp: number;
}

/** The analytics_events of one browser, oldest first (read as the emulator's owner, past the rules). */
async function eventsOf(anonymousId: string): Promise<StoredEvent[]> {
  // Every event of the browser: a sign-up sends a few dozen.
  const docs = await findDocs('analytics_events', 'anonymousId', anonymousId, { limit: 500 });
  return docs
    .map(({ fields: f }) => {
      const step = f.properties?.mapValue?.fields?.funnel_step?.integerValue;
      return {
        name: f.name?.stringValue ?? '',
        step: step ? Number(step) : null,
        timestamp: Number(f.timestamp?.integerValue),
      };
    })
    .sort((a, b) => a.timestamp - b.timestamp);
}

const anonymousIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('recess_anonymous_id') ?? '');

/** The first time each step was reached, in the order the browser reached them. */
function firstSteps(events: StoredEvent[]): number[] {
  const seen: number[] = [];
  for (const e of events) if (e.step !== null && !seen.includes(e.step)) seen.push(e.step);
  return seen;
}

test('a phone sign-up sends the funnel steps, in order, to analytics_events', async ({ page }) => {
  // A whole sign-up, then up to 20 s for the beacon's last batch: 13-21 s alone, over 30 s beside
  // another worker's journey on two busy cores.
  test.slow();
  const phone = uniquePhoneNumber();
  await page.goto('/signup');
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await page.getByLabel('6-digit code').fill(await smsCodeFor(phone.e164));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL(/\/profile-completion$/);
  await page.getByLabel('First name').fill('Imani');
  await page.getByLabel('Last name').fill('Whitaker');
  await page.getByRole('button', { name: 'Save and go to my registry' }).click();
  await expect(page).toHaveURL(/\/registry\/[A-Za-z0-9]+$/);

  const anonymousId = await anonymousIdOf(page);
  expect(anonymousId).not.toBe('');
  // Leaving the page hands the rest of the queue to sendBeacon.
  await page.goto('about:blank');
  await expect
    .poll(async () => firstSteps(await eventsOf(anonymousId)), { timeout: 20_000 })
    .toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]));
  const order = firstSteps(await eventsOf(anonymousId));
  const before = (a: number, b: number) =>
    expect(order.indexOf(a), `step ${a} before step ${b}`).toBeLessThan(order.indexOf(b));
  for (let s = 1; s < 8; s++) before(s, s + 1);
  before(8, 12);
  before(12, 13);
  before(13, 14);
  before(9, 10);
  before(10, 11);
  const names = new Set((await eventsOf(anonymousId)).map((e) => e.name));
  expect(names).toContain('Page Viewed');
});

test('an admin sees the funnel of the seeded data, split by user type and auth method', async ({ page }) => {
  await signInAs(page, await createAdmin(), '/admin/analytics?from=2026-11-02&to=2026-11-15');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-up funnel');
  // The first report can wait on a cold Functions emulator.
  await expect(page.getByTestId('funnel-step-1')).toHaveText('120 · –', { timeout: 30_000 });
  await expect(page.getByTestId('funnel-step-2')).toHaveText('102 · 85%');
  await expect(page.getByTestId('funnel-step-15')).toHaveText('44 · 88%');
  await expect(page.getByRole('region', { name: 'By user type', exact: true })).toContainText('social_app_existing');
  await expect(page.getByRole('region', { name: 'By auth method', exact: true })).toContainText('google');
  await expect(page.getByRole('heading', { name: 'Top pages' })).toBeVisible();
  await expect(page).toHaveTitle('Analytics - Admin | Recess');
});

test('a member who is not an admin is told the report is not for them', async ({ page, user }) => {
  await signInAs(page, user, '/admin/analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  await expect(page.getByTestId('funnel-step-1')).toHaveCount(0);
});

test('a signed-out visitor to the report is sent to sign in, and back after it', async ({ page }) => {
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/signin\?next=%2Fadmin%2Fanalytics$/);
});

test('Global Privacy Control switches analytics off', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true }));
  await page.clock.install();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/batch')) sent.push(r.url());
  });
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Recess');
  // Proving that nothing is sent needs the clock past the 5-second flush (and the page-view delay).
  await page.clock.runFor(6_000);
  expect(await page.evaluate(() => localStorage.getItem('recess_anonymous_id'))).toBeNull();
  await page.goto('about:blank');
  expect(sent).toEqual([]);
});
