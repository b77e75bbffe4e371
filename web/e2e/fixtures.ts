// Shared end-to-end fixtures: users made in the Auth emulator and a page signed in as one of them.
import { test as base, expect, type Page } from '@playwright/test';

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
 * Signs the page in as `user` the way the Firebase Auth SDK itself would find a returning user: by
 * writing its persisted user record into IndexedDB, then reloading. The SDK verifies the token
 * with the Auth emulator on start, so a forged record would be rejected.
 */
export async function signInAs(page: Page, user: TestUser): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    async ({ user, apiKey }) => {
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
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error ?? new Error('indexedDB open failed'));
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          tx.objectStore('firebaseLocalStorage').put(record);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('indexedDB write failed'));
        };
      });
      localStorage.setItem('recess_signed_in', '1');
    },
    { user, apiKey: API_KEY },
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'My Registry' })).toBeVisible();
}

export const test = base.extend<{ user: TestUser }>({
  // eslint-disable-next-line no-empty-pattern
  user: async ({}, use) => {
    await use(await createAuthUser());
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
