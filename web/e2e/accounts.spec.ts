// Accounts: phone sign-up to profile completion, Google sign-in for a returning member, pending
// items after sign-in, the signed-in redirect, and account deletion (spec sections 3, 4, 7).
import type { Page } from '@playwright/test';
import {
  authUserExists,
  expect,
  openMenu,
  pendingRegistryItems,
  phoneMember,
  readDoc,
  seedLocalStorage,
  signInAs,
  smsCodeFor,
  test,
  uniquePhoneNumber,
} from './fixtures';

async function signUpByPhone(page: Page, national: string, e164: string) {
  await page.getByLabel('Mobile number').fill(national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await expect(page.getByText(e164)).toBeVisible();
  await codeField.fill(await smsCodeFor(e164));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
}

async function googlePopupSignIn(page: Page, account: { email: string; name: string }, existing: boolean) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  if (existing) {
    await popup.locator('.js-reuse-account', { hasText: account.email }).click();
  } else {
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(account.email);
    await popup.locator('#display-name-input').fill(account.name);
    await popup.locator('#sign-in').click();
  }
}

test('a new user signs up by phone, after a wrong code, completes the profile and reaches the registry', async ({
  page,
}) => {
  const phone = uniquePhoneNumber();
  await page.goto('/signup');
  await expect(page).toHaveTitle('Sign Up | Recess');
  await page.getByLabel('Mobile number').fill(phone.national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await expect(page.getByText(phone.e164)).toBeVisible();
  // The Auth emulator refuses a wrong code, which gets its own message, and keeps the right one
  // valid (the other code-step branches are PhoneSignIn.test.tsx's).
  const code = await smsCodeFor(phone.e164);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('That code is not right. Check the text message and try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code in 0:\d\d/ })).toBeDisabled();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  // The account is made by the first /api call of the run, which may wait for the Functions
  // emulator to load the functions (several seconds on two busy cores).
  await expect(page).toHaveURL(/\/profile-completion$/, { timeout: 30_000 });
  await expect(page).toHaveTitle('Complete Your Profile | Recess');
  await page.getByLabel('First name').fill('  Imani ');
  await page.getByLabel('Last name').fill('Whitaker');
  await page.getByLabel('City (optional)').fill('Brooklyn');
  // A baby born about two months ago: the registry's timeline needs no reload to know it.
  const born = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await page.getByLabel("Due date or baby's birthday (optional)").fill(born);
  await page.getByRole('button', { name: 'Save and go to my registry' }).click();

  await expect(page).toHaveURL(/\/registry\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Baby Registry');
  await expect(page.getByText('by Imani Whitaker')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Coming up' })
      .getByText(/Needed in about \d+ weeks?/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(/Add your due date or your baby.s birthday/)).toHaveCount(0);
  await expect(page).toHaveTitle("Imani Whitaker's Baby Registry | Recess");
  const uid = page.url().split('/').at(-1) ?? '';
  const profile = await readDoc(`users/${uid}`);
  expect(profile?.fields).toMatchObject({
    first: { stringValue: 'Imani' },
    last: { stringValue: 'Whitaker' },
    city: { stringValue: 'Brooklyn' },
    dueDate: { stringValue: born },
    registryId: { stringValue: uid },
    phoneNumber: { stringValue: phone.e164 },
  });
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Registry' })).toHaveAttribute(
    'href',
    `/registry/${uid}`,
  );
});

test('without internet, Google sign-in on the emulators offers a test Google account, new and then returning', async ({
  page,
}) => {
  // Two sign-ins and a log-out: the slow budget.
  test.slow();
  // As on a machine without internet: Google's script host, which its sign-in window needs, is out of reach.
  await page.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
  const email = `offline-${Date.now()}@example.com`;
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const picker = page.getByRole('dialog', { name: 'Sign in with a test Google account' });
  await expect(picker).toContainText('needs an internet connection');
  await picker.getByLabel('Email').fill(email);
  await picker.getByLabel('Name (optional)').fill('Amara Osei');
  await picker.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile-completion$/);
  await expect(page.getByLabel('First name')).toHaveValue('Amara');
  await expect(page.getByLabel('Last name')).toHaveValue('Osei');
  await page.getByRole('button', { name: 'Save and go to my registry' }).click();
  await expect(page).toHaveURL(/\/registry\/[A-Za-z0-9]+$/);
  const uid = page.url().split('/').at(-1) ?? '';
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully logged out' })).toBeVisible();

  // The same Google account again, picked from the emulator's accounts.
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await picker
    .getByRole('list', { name: 'Test Google accounts' })
    .getByRole('button', { name: /Amara Osei/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/registry/${uid}$`));
  await expect(page.getByText('by Amara Osei')).toBeVisible();
});

test("a signed-out visitor's pending products appear in the registry after sign-in, with the count toast", async ({
  page,
  user,
}) => {
  // What the visitor kept while signed out is in the browser when they sign in (no load to write it).
  const now = Date.now();
  await seedLocalStorage(
    page,
    pendingRegistryItems([
      {
        id: 'e2e-swaddle-set',
        title: 'Organic Cotton Swaddle Set',
        brand: 'Little Loom',
        price: 34,
        timestamp: now - 5 * 60_000,
      },
      {
        id: 'e2e-sound-machine',
        title: 'Portable Sound Machine',
        brand: 'Hushling',
        price: 29.99,
        timestamp: now - 60_000,
      },
      {
        id: 'e2e-stale-bottle',
        title: 'Glass Bottle Starter Kit',
        brand: 'Pure Sip',
        price: 42,
        timestamp: now - 61 * 60_000,
      },
    ]),
  );
  await signInAs(page, user);
  await expect(
    page.getByRole('status').filter({ hasText: '2 products have been added to your registry.' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Added to Registry');
  expect(await page.evaluate(() => localStorage.getItem('recess_pending_registry_items'))).toBeNull();

  await page.getByRole('banner').getByRole('link', { name: 'My Registry' }).click();
  const items = page.getByRole('list', { name: 'Registry items' }).getByRole('heading', { level: 3 });
  // Added one by one, each to the front: the last added comes first.
  await expect(items).toHaveText(['Portable Sound Machine', 'Organic Cotton Swaddle Set']);
  await expect(page.getByText('Glass Bottle Starter Kit')).toHaveCount(0);
});

test('the privacy toggle saves through the API and survives a reload', async ({ page, user }) => {
  // Sign-in, the pending item, a save and a reload that restores the session: the slow budget.
  test.slow();
  await seedLocalStorage(
    page,
    pendingRegistryItems([{ id: 'e2e-monitor', title: 'Video Baby Monitor', brand: 'Nestwatch' }]),
  );
  await signInAs(page, user);
  await expect(
    page.getByRole('status').filter({ hasText: '"Video Baby Monitor" has been added to your registry.' }),
  ).toBeVisible();
  await page.goto(`/registry/${user.uid}`);
  const toggle = page.getByRole('switch', { name: 'Visible to gift givers for Video Baby Monitor' });
  await expect(toggle).toBeChecked();
  const response = page.waitForResponse((r) =>
    r.url().includes(`/api/registry/${user.uid}/product/e2e-monitor/privacy`),
  );
  await toggle.click();
  expect((await response).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Visible to gift givers for Video Baby Monitor' })).not.toBeChecked();
});

// Where /signup and /signin send a visitor already signed in is AuthPage.test.tsx's; which pages send
// a signed-out visitor to /signin is RequireSignIn.test.tsx's, and the next test follows it in the app.
test('a member sent to sign in from /settings or /profile-completion comes back there', async ({ page }) => {
  // Two sign-ins by phone and a log-out between them: the slow budget.
  test.slow();
  // A member who signed up by phone and completed the profile (the sign-up itself is the first test's).
  const phone = uniquePhoneNumber();
  await phoneMember(phone.e164, 'Lena', 'Park');

  for (const [index, [path, heading]] of (
    [
      ['/settings', 'Account settings'],
      ['/profile-completion', 'Complete your profile'],
    ] as const
  ).entries()) {
    if (index > 0) {
      const menu = await openMenu(page);
      await menu.getByRole('button', { name: 'Log Out' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
    }
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/signin\\?next=${encodeURIComponent(path)}$`));
    await signUpByPhone(page, phone.national, phone.e164);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('settings: edit names, then delete the account and every document of the user', async ({ page, user }) => {
  await signInAs(page, user, '/settings');
  await expect(page).toHaveTitle('Account Settings | Recess');
  await page.getByLabel('First name').fill('Jordana');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  expect((await readDoc(`users/${user.uid}`))?.fields).toMatchObject({ first: { stringValue: 'Jordana' } });
  expect(await readDoc(`registries/${user.uid}`)).not.toBeNull();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  // The deletion runs as accountJob tasks (the Tasks emulator); Settings follows it, then signs out.
  await expect(page).toHaveURL(/localhost:5000\/$/, { timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Your account and all its data have been deleted.' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
  expect(await readDoc(`users/${user.uid}`)).toBeNull();
  expect(await readDoc(`registries/${user.uid}`)).toBeNull();
  expect(await authUserExists(user.uid)).toBe(false);
});

test('settings: download my data as a JSON file', async ({ page, user }) => {
  await signInAs(page, user, '/settings');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloadPromise;
  // Prepared in the background (the accountJob task queue), then downloaded by itself when ready.
  await expect(page.getByRole('status').filter({ hasText: 'Your data is ready.' })).toBeVisible();
  expect(download.suggestedFilename()).toBe(`recess-data-${user.uid}.json`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(path, 'utf8')) as {
    profile: { uid: string; first: string };
    registry: { uid: string; title: string };
  };
  expect(data.profile).toMatchObject({ uid: user.uid, first: 'Jordan' });
  expect(data.registry).toMatchObject({ uid: user.uid, title: 'Baby Registry' });
});

// Google sign-in opens the Auth emulator's popup, which loads Google's gapi script (served by a
// route). Only these tests turn it on: a route turns off the browser's HTTP cache, which the other
// tests of this file keep.
test.describe('Google sign-in by popup', () => {
  test.use({ gapiStandIn: true });

  test('a returning member signs in with Google and is not sent to profile completion', async ({ page }) => {
    // Two full Google sign-ins through the Auth emulator's popup: the slow budget.
    test.slow();
    const account = { email: `google-${Date.now()}@example.com`, name: 'Rafael Souza' };
    // First visit: a new member, who completes the profile.
    await page.goto('/signin');
    await googlePopupSignIn(page, account, false);
    await expect(page).toHaveURL(/\/profile-completion$/);
    await expect(page.getByLabel('First name')).toHaveValue('Rafael');
    await expect(page.getByLabel('Last name')).toHaveValue('Souza');
    await page.getByRole('button', { name: 'Save and go to my registry' }).click();
    await expect(page).toHaveURL(/\/registry\//);
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Successfully logged out' })).toBeVisible();

    // Second visit: a returning member.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goto('/signin');
    await googlePopupSignIn(page, account, true);
    await expect(page).toHaveURL(/\/registry\/[A-Za-z0-9]+$/);
    await expect(page.getByText('by Rafael Souza')).toBeVisible();
    expect(visited).not.toContain('/profile-completion');
  });

  test('settings: a phone member connects Google as a second sign-in method', async ({ page }) => {
    const phone = uniquePhoneNumber();
    await page.goto('/signup');
    await signUpByPhone(page, phone.national, phone.e164);
    await expect(page).toHaveURL(/\/profile-completion$/);
    await page.goto('/settings');
    const methods = page.getByRole('list', { name: 'Connected sign-in methods' });
    // Shown as people write it (+1 201-555-0123), not as stored (+12015550123).
    await expect(methods).toContainText(phone.e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1 $1-$2-$3'));
    await expect(methods).not.toContainText(phone.e164);
    await expect(methods).not.toContainText('Google');
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Connect Google' }).click();
    const popup = await popupPromise;
    await popup.getByText('Add new account').click();
    await popup.locator('#email-input').fill(`linked-${Date.now()}@example.com`);
    await popup.locator('#display-name-input').fill('Noor Haddad');
    await popup.locator('#sign-in').click();
    await expect(page.getByText('Google is now connected. You can sign in with either method.')).toBeVisible();
    await expect(methods).toContainText('Google');
    await expect(page.getByRole('button', { name: 'Connect Google' })).toHaveCount(0);
  });
});
