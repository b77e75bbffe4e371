// Data layer: the profile is read through GET /api/user-profile/{uid} with the signed-in user's bearer
// token (spec section 7), once per page load, on /profile-completion and on /settings.
import type { Page, Request } from '@playwright/test';
import { expect, signInAs, smsCodeFor, test, uniquePhoneNumber } from './fixtures';

const PROFILE_PATH = '/api/user-profile/';

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** The GET of this user's profile. */
const isProfileRead = (uid: string) => (request: Request) =>
  request.method() === 'GET' && pathOf(request) === `${PROFILE_PATH}${uid}`;

/** Every profile request the page sends, whoever it is for. */
function recordProfileRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (pathOf(request).startsWith(PROFILE_PATH)) requests.push(request);
  });
  return requests;
}

async function expectAnsweredWithBearer(request: Request) {
  expect(await request.headerValue('authorization')).toMatch(/^Bearer \S+$/);
  expect((await request.response())?.status()).toBe(200);
}

/** As accounts.spec.ts signs up by phone: number, SMS code from the Auth emulator, verify. */
async function signUpByPhone(page: Page, national: string, e164: string) {
  await page.getByLabel('Mobile number').fill(national);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toBeVisible();
  await codeField.fill(await smsCodeFor(e164));
  await page.getByRole('button', { name: 'Verify and continue' }).click();
}

/** The signed-in user's uid, from the header's My Registry link (/registry/{uid}). */
async function signedInUid(page: Page): Promise<string> {
  const link = page.getByRole('banner').getByRole('link', { name: 'My Registry' });
  await expect(link).toHaveAttribute('href', /^\/registry\/[A-Za-z0-9]+$/);
  return ((await link.getAttribute('href')) ?? '').split('/').at(-1) ?? '';
}

test('profile completion and settings read the profile through GET /api/user-profile/{uid}', async ({ page, user }) => {
  const requests = recordProfileRequests(page);
  const onCompletion = page.waitForRequest(isProfileRead(user.uid));
  // Signed in on the first load, of /profile-completion itself.
  await signInAs(page, user, '/profile-completion');
  const completionRead = await onCompletion;
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last name')).toHaveValue('Rivera');
  await expectAnsweredWithBearer(completionRead);
  const body = (await (await completionRead.response())?.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ first: 'Jordan', last: 'Rivera', registryId: user.uid });
  expect(Object.keys(body).sort()).toEqual(['city', 'dueDate', 'first', 'last', 'registryId']);

  const onSettings = page.waitForRequest(isProfileRead(user.uid));
  await page.goto('/settings');
  const settingsRead = await onSettings;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account settings');
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expectAnsweredWithBearer(settingsRead);

  // One read per page load: the query cache shares it, and nothing reads another user's profile.
  expect(requests.map(pathOf)).toEqual([`${PROFILE_PATH}${user.uid}`, `${PROFILE_PATH}${user.uid}`]);
});

test("a new phone member's profile is read through the API on /profile-completion, then on /settings", async ({
  page,
}) => {
  const phone = uniquePhoneNumber();
  const requests = recordProfileRequests(page);
  await page.goto('/signup');
  await signUpByPhone(page, phone.national, phone.e164);

  await expect(page).toHaveURL(/\/profile-completion$/);
  // The form shows only once the profile has been read.
  await expect(page.getByRole('button', { name: 'Save and go to my registry' })).toBeVisible();
  const uid = await signedInUid(page);
  const completionRead = requests.find(isProfileRead(uid));
  expect(completionRead, `GET ${PROFILE_PATH}${uid} on /profile-completion`).toBeDefined();
  if (completionRead) await expectAnsweredWithBearer(completionRead);
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('City (optional)').fill('Oakland');
  await page.getByRole('button', { name: 'Save and go to my registry' }).click();
  await expect(page).toHaveURL(/\/registry\/[A-Za-z0-9]+$/);

  const onSettings = page.waitForRequest(isProfileRead(uid));
  await page.goto('/settings');
  const settingsRead = await onSettings;
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expectAnsweredWithBearer(settingsRead);
  // What was saved comes back through the API: names and the optional city.
  await expect(page.getByLabel('First name')).toHaveValue('Noor');
  await expect(page.getByLabel('City (optional)')).toHaveValue('Oakland');
  expect(requests.map(pathOf).every((path) => path === `${PROFILE_PATH}${uid}`)).toBe(true);
});
