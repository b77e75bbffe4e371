// Signing up from an action comes back to the action (issue 22, section 3): a signed-out parent presses
// Going, Save, Buy now, Make an offer or Report, signs up with a brand-new phone number, completes the
// profile, and is back on that page with the action done or ready. Only the first page is typed in.
import type { Page } from '@playwright/test';
import { expect, firstEventPathFromServer, readDoc, smsCodeFor, test, uniquePhoneNumber } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });
// Each test signs up a new account (the first /api call may wait for the Functions emulator): the slow budget.
test.beforeEach(() => test.slow());

/** Today in New York City, as the city's pages name days. */
function nycDay(offsetDays: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/**
 * On /signin?next=…, signs up with a new phone number (through "Create an account" when asked),
 * completes the profile and presses the button that goes back.
 */
async function signUpAndComeBack(page: Page, returnPath: string, options: { viaSignUpPage?: boolean } = {}) {
  const next = `next=${encodeURIComponent(returnPath)}`;
  await expect(page).toHaveURL(new RegExp(`/signin\\?${literal(next)}$`));
  if (options.viaSignUpPage) {
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(new RegExp(`/signup\\?${literal(next)}$`));
    // The address changes before the sign-up page has loaded: until it shows, the phone field on
    // screen is the sign-in page's, and what is typed there goes with it.
    await expect(page.getByRole('heading', { level: 1, name: 'Join Recess' })).toBeVisible();
  }
  const phone = uniquePhoneNumber();
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const codeField = page.getByLabel('6-digit code');
  // The code is sent through the Auth emulator, slow on two busy cores.
  await expect(codeField).toBeVisible({ timeout: 30_000 });
  await codeField.fill(await smsCodeFor(phone.e164));
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  // The page they came from goes along to profile completion.
  await expect(page).toHaveURL(new RegExp(`/profile-completion\\?${literal(next)}$`), { timeout: 30_000 });
  await page.getByLabel('First name').fill('Noa');
  await page.getByLabel('Last name').fill('Lindqvist');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${literal(returnPath)}$`));
}

/** The signed-in member's uid, from the header's My Registry link. */
async function signedInUid(page: Page): Promise<string> {
  const registry = await page.getByRole('banner').getByRole('link', { name: 'My Registry' }).getAttribute('href');
  return registry?.split('/').at(-1) ?? '';
}

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Opens a seeded listing nobody else's spec uses; returns its canonical path. */
async function openListing(page: Page, id: string): Promise<string> {
  const res = await page.goto(`/marketplace/item/${id}`);
  expect(res?.status()).toBe(200);
  return new URL(page.url()).pathname;
}

test('Going on an event, then signing up with a new number, comes back with Going recorded', async ({
  page,
  request,
}) => {
  // The event is found in the day's HTML: the parent's tab starts on the event page.
  const eventPath = await firstEventPathFromServer(request, `/city/new-york-city/${nycDay(4)}`);

  await page.goto(eventPath);
  const going = page.getByRole('button', { name: /^Going \(\d+\)$/ });
  const before = Number((await going.textContent())?.match(/\d+/)?.[0]);
  await going.click();
  await signUpAndComeBack(page, eventPath);

  await expect(going).toHaveAttribute('aria-pressed', 'true');
  // The count is the live sum of the counter shards the answer moved (decision 014).
  await expect(going).toHaveText(`Going (${before + 1})`, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Interested \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'false');
  // Recorded, not just drawn: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Going \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
});

test('Save on a listing, then signing up from "Create an account", comes back with the listing saved', async ({
  page,
}) => {
  const listingPath = await openListing(page, 'demo-listing-140');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await signUpAndComeBack(page, listingPath, { viaSignUpPage: true });
  const uid = await signedInUid(page);

  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await expect.poll(async () => readDoc(`users/${uid}/savedListings/demo-listing-140`)).not.toBeNull();
});

test('Buy now, then signing up with a new number, comes back to the open checkout', async ({ page }) => {
  await openListing(page, 'demo-listing-141');
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('link', { name: 'Buy now' }).click();
  await signUpAndComeBack(page, '/marketplace/checkout/demo-listing-141');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByText(title).first()).toBeVisible();
});

test('Make an offer, typed while signed out, is open again with the amount and message after signing up', async ({
  page,
}) => {
  const listingPath = await openListing(page, 'demo-listing-142');
  const price = Number(
    (
      await page
        .getByText(/^\$[\d,]+(\.\d\d)?$/)
        .first()
        .textContent()
    )?.replace(/[$,]/g, '') ?? NaN,
  );
  expect(price).toBeGreaterThan(2);
  const amount = String(Math.ceil(price * 0.75));
  const message = 'Could pick it up on Saturday morning.';

  await page.getByRole('button', { name: 'Make an offer' }).click();
  let dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(dialog).toContainText('What you typed here is kept.');
  await dialog.getByLabel('Offer amount').fill(amount);
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await signUpAndComeBack(page, listingPath);

  dialog = page.getByRole('dialog', { name: 'Make an offer' });
  await expect(dialog.getByLabel('Offer amount')).toHaveValue(amount);
  await expect(dialog.getByLabel('Message')).toHaveValue(message);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your offer was sent.');
});

test('Report on a listing, then signing up with a new number, comes back to the report dialog', async ({ page }) => {
  const listingPath = await openListing(page, 'demo-listing-143');
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await signUpAndComeBack(page, listingPath, { viaSignUpPage: true });

  await expect(page.getByRole('dialog', { name: 'Report this listing' })).toBeVisible();
});

test('Tell me when one is listed near me, chosen while signed out, opens again with it after signing up', async ({
  page,
}) => {
  await page.goto('/product/littlewalk-city-lite-travel-stroller/littlewalk-city-lite-stroller');
  const productPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: /^Tell me when one is listed near me/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Tell me when one is listed near me' });
  await expect(dialog).toContainText('What you chose here is kept.');
  await dialog.getByLabel('Your ZIP code').fill('98103');
  await dialog.getByLabel('Within').selectOption('10');
  await dialog.getByLabel('Highest price').fill('180');
  await dialog.getByLabel('Condition').selectOption('like-new');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await signUpAndComeBack(page, productPath);

  dialog = page.getByRole('dialog', { name: 'Tell me when one is listed near me' });
  await expect(dialog.getByLabel('Your ZIP code')).toHaveValue('98103');
  await expect(dialog.getByLabel('Within')).toHaveValue('10');
  await expect(dialog.getByLabel('Highest price')).toHaveValue('180');
  await expect(dialog.getByLabel('Condition')).toHaveValue('like-new');
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(
    page.getByText('Alert saved. We will tell you in Notifications when a Littlewalk City Lite'),
  ).toBeVisible();
});
