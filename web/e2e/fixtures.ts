// Shared end-to-end fixtures: users made in the Auth emulator and a page signed in as one of them.
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { readFileSync } from 'node:fs';

/** See support/gapi-iframes-stand-in.js: Google's script host is unreachable on these machines. */
const gapiScript = readFileSync(new URL('./support/gapi-iframes-stand-in.js', import.meta.url), 'utf8');

export const AUTH_EMULATOR = 'http://127.0.0.1:9099';
export const API_KEY = 'demo-api-key';
export const PROJECT_ID = 'demo-recess';

export interface TestUser {
  uid: string;
  email: string;
  displayName: string;
  idToken: string;
  refreshToken: string;
}

let counter = 0;

/** Creates a fresh email/password user in the Auth emulator. */
export async function createAuthUser(displayName = 'Jordan Rivera'): Promise<TestUser> {
  counter += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${counter}@example.com`;
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-long-test-password', displayName, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`Auth emulator signUp failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string; refreshToken: string };
  return { uid: body.localId, email, displayName, idToken: body.idToken, refreshToken: body.refreshToken };
}

/**
 * Signs the page in as `user` the way the Firebase Auth SDK itself would find a returning user: its
 * persisted user record is written into IndexedDB by an init script, before the page's own scripts
 * run, so one load of the home page is a signed-in load (no signed-out load and reload first). The
 * record is written once per tab, so a sign-out and reload stay signed out. The SDK verifies the
 * token with the Auth emulator on start, so a forged record would be rejected.
 *
 * The first load is of `path` (the home page unless given): a test that works on another page starts
 * there signed in, without a load of the home page first. It returns once the header shows the
 * signed-in My Registry link.
 */
export async function signInAs(page: Page, user: TestUser, path = '/'): Promise<void> {
  await seedSignIn(page, user);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Registry' })).toBeVisible();
}

/** The init script of signInAs alone: the page's next load, however it is made, is signed in. */
export async function seedSignIn(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript(
    ({ user, apiKey, origin }) => {
      if (window.location.origin !== origin || window !== window.top) return;
      const flag = `e2e_signed_in_as_${user.uid}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      const now = Date.now();
      const record = {
        fbase_key: `firebase:authUser:${apiKey}:[DEFAULT]`,
        value: {
          uid: user.uid,
          email: user.email,
          emailVerified: false,
          displayName: user.displayName,
          isAnonymous: false,
          providerData: [
            {
              providerId: 'password',
              uid: user.email,
              displayName: user.displayName,
              email: user.email,
              phoneNumber: null,
              photoURL: null,
            },
          ],
          stsTokenManager: {
            refreshToken: user.refreshToken,
            accessToken: user.idToken,
            expirationTime: now + 3_000_000,
          },
          createdAt: String(now),
          lastLoginAt: String(now),
          apiKey,
          appName: '[DEFAULT]',
        },
      };
      // Requests on one database run in order, so this write lands before the SDK's first read.
      const open = indexedDB.open('firebaseLocalStorageDb', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
      open.onsuccess = () => {
        const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
        tx.objectStore('firebaseLocalStorage').put(record);
        tx.oncomplete = () => open.result.close();
      };
      localStorage.setItem('recess_signed_in', '1');
    },
    { user, apiKey: API_KEY, origin: new URL(APP_ORIGIN).origin },
  );
}

/**
 * Puts entries into the page's localStorage before its first load, as a visitor's earlier visit
 * would have left them (pending registry items, a remembered ZIP), without a load to write them.
 * Written once per tab, like signInAs, so what the app then removes stays removed.
 */
export async function seedLocalStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript(
    ({ entries, origin }) => {
      if (window.location.origin !== origin || window !== window.top) return;
      const flag = `e2e_seeded_${Object.keys(entries).join(',')}`;
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries, origin: new URL(APP_ORIGIN).origin },
  );
}

/** A signed-out visitor's products waiting to go on the registry (what Add to registry keeps). */
export function pendingRegistryItems(
  items: { id: string; title: string; brand?: string; price?: number; timestamp?: number }[],
): Record<string, string> {
  return {
    recess_pending_registry_items: JSON.stringify(
      items.map(({ id, timestamp, ...item }) => ({ objectID: id, id, ...item, timestamp: timestamp ?? Date.now() })),
    ),
  };
}

export const APP_ORIGIN = process.env.E2E_BASE_URL ?? 'http://localhost:5000';
export const FIRESTORE_EMULATOR = 'http://127.0.0.1:8080';

/** Makes the user a member the way the app does on first sign-in: users and registries docs via the API. */
export async function onboard(user: TestUser): Promise<void> {
  const res = await fetch(`${APP_ORIGIN}/api/create-user-and-registry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({ uid: user.uid, email: user.email, displayName: user.displayName }),
  });
  if (!res.ok) throw new Error(`create-user-and-registry failed: ${res.status} ${await res.text()}`);
}

/** Reads a document as an admin of the emulator (bypassing rules); null when it does not exist. */
export async function readDoc(path: string): Promise<Record<string, unknown> | null> {
  const res = await fetch(`${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`, {
    headers: { authorization: 'Bearer owner' },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`reading ${path} failed: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A document's fields as the Firestore REST API gives them. */
export type FirestoreValue = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  booleanValue?: boolean;
  mapValue?: { fields: FirestoreFields };
};
export type FirestoreFields = Record<string, FirestoreValue>;

/**
 * Documents of a collection where field == value, as the emulator's owner (past the rules). `parent`
 * is a document path for a subcollection (`events/{id}` for its messages).
 */
export async function findDocs(
  collection: string,
  field: string,
  value: string,
  { parent = '', limit = 20 }: { parent?: string; limit?: number } = {},
): Promise<{ id: string; fields: FirestoreFields }[]> {
  const docs = `${FIRESTORE_EMULATOR}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  const res = await fetch(`${docs}${parent ? `/${parent}` : ''}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
        limit,
      },
    }),
  });
  if (!res.ok) throw new Error(`query ${collection} failed: ${res.status}`);
  const rows = (await res.json()) as { document?: { name: string; fields: FirestoreFields } }[];
  return rows.flatMap((r) =>
    r.document ? [{ id: r.document.name.split('/').at(-1) ?? '', fields: r.document.fields }] : [],
  );
}

/** A member whose ID token carries the admin claim (set in the Auth emulator, then signed in again). */
export async function createAdmin(): Promise<TestUser> {
  const user = await createAuthUser('Ada Admin');
  const set = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: user.uid, customAttributes: JSON.stringify({ admin: true }) }),
  });
  if (!set.ok) throw new Error(`setting the admin claim failed: ${set.status}`);
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'a-long-test-password', returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken: string; refreshToken: string };
  return { ...user, idToken: body.idToken, refreshToken: body.refreshToken };
}

/** The demo seed's one password for every demo account (functions/src/dev/seed/demo-users.ts). */
const DEMO_PASSWORD = 'recess-demo-2026';

/** Signs a demo person (functions/src/dev/seed) in with their password, by uid. */
export async function demoUser(uid: string): Promise<TestUser> {
  const lookup = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    },
  );
  const { users } = (await lookup.json()) as { users?: { email: string; displayName: string }[] };
  const email = users?.[0]?.email ?? '';
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signing in demo user ${uid} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string; refreshToken: string };
  return {
    uid: body.localId,
    email,
    displayName: users?.[0]?.displayName ?? '',
    idToken: body.idToken,
    refreshToken: body.refreshToken,
  };
}

/** Whether the Auth emulator still has an account with this uid. */
export async function authUserExists(uid: string): Promise<boolean> {
  const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await res.json()) as { users?: unknown[] };
  return Boolean(body.users?.length);
}

/** The latest SMS code the Auth emulator "sent" to this number. */
export async function smsCodeFor(phoneNumber: string): Promise<string> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  const codes = (body.verificationCodes ?? []).filter((c) => c.phoneNumber === phoneNumber);
  const latest = codes.at(-1);
  if (!latest) throw new Error(`no SMS code for ${phoneNumber}`);
  return latest.code;
}

/**
 * A member who signed up by phone and completed the profile, made through the Auth emulator and the
 * API as the sign-up page does (the code the emulator "texted", then onboarding with the names).
 */
export async function phoneMember(e164: string, first: string, last: string): Promise<TestUser> {
  const post = async <T>(method: string, body: object): Promise<T> => {
    const res = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Auth emulator ${method} failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { sessionInfo } = await post<{ sessionInfo: string }>('sendVerificationCode', {
    phoneNumber: e164,
    recaptchaToken: 'e2e',
  });
  const signedIn = await post<{ localId: string; idToken: string; refreshToken: string }>('signInWithPhoneNumber', {
    sessionInfo,
    code: await smsCodeFor(e164),
  });
  const res = await fetch(`${APP_ORIGIN}/api/create-user-and-registry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.idToken}` },
    body: JSON.stringify({ uid: signedIn.localId, email: null, displayName: null, first, last }),
  });
  if (!res.ok) throw new Error(`create-user-and-registry failed: ${res.status} ${await res.text()}`);
  return {
    uid: signedIn.localId,
    email: '',
    displayName: `${first} ${last}`,
    idToken: signedIn.idToken,
    refreshToken: signedIn.refreshToken,
  };
}

/** A fresh, valid US mobile number (New Jersey area code, random line). */
export function uniquePhoneNumber(): { national: string; e164: string } {
  const exchange = 200 + Math.floor(Math.random() * 700);
  const line = String(Math.floor(Math.random() * 10000)).padStart(4, '0');
  return { national: `(201) ${exchange}-${line}`, e164: `+1201${exchange}${line}` };
}

/**
 * Starts the app as a visitor's first touch or key would (it loads on intent: app/start-on-intent.ts)
 * and waits until it has hydrated the server-rendered page (AppLayout marks <html>). Shift does
 * nothing else on any page.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** page.goto and page.reload that return once the app's page is hydrated (app HTML pages only). */
export function waitForAppOnNavigation(page: Page): void {
  const settle = async (response: Awaited<ReturnType<Page['goto']>>) => {
    const isAppPage =
      response?.url().startsWith(APP_ORIGIN) && response.headers()['content-type']?.startsWith('text/html');
    if (isAppPage) await waitForApp(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options));
  page.reload = async (options) => settle(await reload(options));
}

/** Contexts a worker-scoped fixture keeps for all of its tests: closeOwnContexts leaves them open. */
export const workerContexts = new WeakSet<BrowserContext>();

export const test = base.extend<{
  user: TestUser;
  newUser: TestUser;
  gapiStandIn: boolean;
  closeOwnContexts: void;
}>({
  /**
   * Closes the browser contexts a test opened itself (signedInPage, browser.newPage, a phone or a
   * no-JavaScript context) when it ends. The worker's browser outlives the test, and a context left
   * open keeps its pages running (live listeners, timers) through every later test of the worker.
   */
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const kept = (context: BrowserContext) => before.has(context) || workerContexts.has(context);
      await Promise.all(browser.contexts().flatMap((context) => (kept(context) ? [] : [context.close()])));
    },
    { auto: true },
  ],
  /**
   * Popup sign-in (Google, Apple) loads Google's gapi script, served here by a route. Tests that
   * sign in by popup turn it on with `test.use({ gapiStandIn: true })` (in accounts.spec.ts, only
   * around them); it is off elsewhere because any route turns off the browser's HTTP cache, and
   * every page would fetch all its scripts again.
   */
  gapiStandIn: [false, { option: true }],
  context: async ({ context, gapiStandIn }, use) => {
    context.on('page', waitForAppOnNavigation);
    if (gapiStandIn) {
      await context.route('https://apis.google.com/js/api.js*', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: gapiScript }),
      );
    }
    await use(context);
  },
  /** A member who has been through onboarding: users/{uid} and registries/{uid} exist. */
  // eslint-disable-next-line no-empty-pattern
  user: async ({}, use) => {
    const user = await createAuthUser();
    await onboard(user);
    await use(user);
  },
  /** An Auth account with nothing else yet, as right after a first sign-in. */
  // eslint-disable-next-line no-empty-pattern
  newUser: async ({}, use) => {
    await use(await createAuthUser('Casey Morgan'));
  },
});

export { expect };

/** Opens the main menu and returns its navigation landmark. */
export async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return nav;
}

/**
 * How many lines of text an element's label takes: the distinct line boxes of its visible text
 * (screen-reader-only text, clipped to 1 px, is left out).
 */
export async function textLineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });
}

/** A signed-up member with a profile and registry, as after onboarding. */
export async function member(name: string): Promise<TestUser> {
  const user = await createAuthUser(name);
  await onboard(user);
  return user;
}

/**
 * A page of its own browser context, signed in as `user`, that waits for the app on every load; its
 * first load is of `path` (see signInAs).
 */
export async function signedInPage(browser: Browser, user: TestUser, path = '/'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  // A context of its own misses the fixture's hook: wait for the app on every load here too.
  waitForAppOnNavigation(page);
  await signInAs(page, user, path);
  return page;
}

/** Text of an HTML fragment: tags dropped, the entities a React server render writes decoded. */
function htmlText(fragment: string): string {
  return fragment
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

/**
 * The title and first <h1> of a page as the server sends it (prerendered file or the render
 * function), without a browser: what a visitor, a crawler and a link preview see first. Also its
 * canonical links, its links (text and address), the address it ended on after redirects, and the
 * HTML itself.
 */
export async function serverTitleAndHeading(
  request: APIRequestContext,
  path: string,
): Promise<{
  status: number;
  url: string;
  title: string;
  heading: string;
  canonicals: string[];
  links: { text: string; href: string }[];
  body: string;
}> {
  const res = await request.get(path);
  const body = await res.text();
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  return {
    status: res.status(),
    url: res.url(),
    title: htmlText(/<title>([\s\S]*?)<\/title>/.exec(body)?.[1] ?? ''),
    heading: htmlText(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1] ?? ''),
    canonicals: [...body.matchAll(/<link\b[^>]*\srel="canonical"[^>]*>/g)].map(([tag]) =>
      htmlText(attribute(tag, 'href')),
    ),
    links: [...body.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/g)].map(([, tag = '', inner = '']) => ({
      text: htmlText(inner),
      href: htmlText(attribute(tag, 'href')),
    })),
    body,
  };
}

/**
 * The first event of a city's events page (`/city/new-york-city/YYYY-MM-DD`, say), from its HTML
 * without a browser: the first link of the first event card, skipping cancelled events unless
 * `cancelledToo`.
 */
export async function firstEventPathFromServer(
  request: APIRequestContext,
  cityPage: string,
  { cancelledToo = false } = {},
): Promise<string> {
  const day = await request.get(cityPage);
  expect(day.status()).toBe(200);
  const cards = [...(await day.text()).matchAll(/<article\b[\s\S]*?<\/article>/g)].map(([card]) => card);
  const card = cards.find((c) => cancelledToo || !htmlText(c).includes('Cancelled'));
  const href = htmlText(/<a\b[^>]*\shref="([^"]*)"/.exec(card ?? '')?.[1] ?? '');
  expect(href).toMatch(/^\/city\/new-york-city\/event\/[a-z0-9-]+$/);
  return href;
}

// ---- Marketplace: listings made through the API, and the checkout's address ----------------------

/** Calls the app's API as `user`; throws with the status and body when it is refused. */
export async function api<T>(path: string, user: TestUser, body?: unknown, method = 'POST'): Promise<T> {
  const res = await fetch(`${APP_ORIGIN}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A word no other listing has, so search finds exactly this test's listing. */
export function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return `Kestrel${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;
}

/** A JPEG photo with EXIF camera and GPS data, as a phone takes it. */
export async function phonePhoto(hue: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: hue, g: 120, b: 200 - hue / 2 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'A parent' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 40/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 8/1' },
    })
    .toBuffer();
}

/** Creates, photographs and publishes a listing through the API, as the sell form does. */
export async function publishListing(seller: TestUser, fields: Record<string, unknown>): Promise<{ id: string }> {
  const listing = await api<{ id: string }>('/api/marketplace/listings', seller, {
    productId: null,
    subcategory: '',
    originalPriceCents: null,
    ageMinMonths: 0,
    ageMaxMonths: 36,
    manufactureDate: null,
    carSeatInCrash: null,
    carSeatHasLabel: null,
    localPickup: true,
    shippingCents: null,
    model: '',
    ...fields,
  });
  const upload = await fetch(`${APP_ORIGIN}/api/marketplace/listings/${listing.id}/photos`, {
    method: 'POST',
    headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${seller.idToken}` },
    body: new Uint8Array(await phonePhoto(200)),
  });
  expect(upload.status).toBeLessThan(300);
  await api(`/api/marketplace/listings/${listing.id}/publish`, seller, {});
  return listing;
}

/** A buyer's paid local-pickup order of `listingId`, through the api and the demo provider, as checkout does. */
export async function buyForPickup(buyer: TestUser, listingId: string): Promise<string> {
  const { checkoutId } = await api<{ checkoutId: string }>('/api/marketplace/checkout', buyer, {
    listingId,
    offerId: null,
    fulfilment: 'pickup',
  });
  await api(`/api/marketplace/demo-checkout/${checkoutId}/pay`, buyer, {});
  return checkoutId;
}

export interface TestAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  /** The state's name as the list shows it. */
  state: string;
  zip: string;
}

/** Fills checkout's "Ship to" fields as a parent would. */
export async function fillShippingAddress(page: Page, a: TestAddress): Promise<void> {
  await page.getByLabel('Full name').fill(a.name);
  await page.getByLabel('Street address').fill(a.line1);
  await page.getByLabel('Apartment, suite or unit (optional)').fill(a.line2 ?? '');
  await page.getByLabel('City').fill(a.city);
  await page.getByLabel('State').selectOption({ label: a.state });
  await page.getByLabel('ZIP code').fill(a.zip);
}
