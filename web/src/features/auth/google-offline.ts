// When Google's sign-in window cannot work because Google's script host is out of reach (no
// internet; on `npm start` the Auth emulator's popup needs it too), and the emulator-only way
// round it: a test Google account handed to the Auth emulator as a fake id_token.
import { EMULATOR_HOST, EMULATOR_PORTS } from '../../lib/firebase/config';

/**
 * True when signInWithPopup failed before any window opened because apis.google.com (gapi, which
 * hosts the helper iframe the popup reports to) did not load: the SDK says internal-error (the
 * script failed) or network-request-failed (it timed out), and no gapi is on the page.
 */
export function isGoogleScriptUnreachable(
  error: unknown,
  win: { gapi?: unknown } = window as { gapi?: unknown },
): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const gapi = win.gapi as { iframes?: unknown } | undefined;
  return (code === 'auth/internal-error' || code === 'auth/network-request-failed') && !gapi?.iframes;
}

export interface EmulatorGoogleAccount {
  /** Google's subject id (providerUserInfo.rawId in the emulator). */
  sub: string;
  email: string;
  name: string;
}

/** The claims the Auth emulator accepts as a Google id_token (strict JSON, unsigned). */
export function emulatorIdToken(account: EmulatorGoogleAccount): string {
  return JSON.stringify({
    sub: account.sub,
    email: account.email,
    email_verified: true,
    ...(account.name.trim() ? { name: account.name.trim() } : {}),
  });
}

/** A stable subject id for a new test account, so the same email is the same Google account. */
export async function subjectFor(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(email.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `emu${Array.from(digest.slice(0, 10), (b) => b.toString(10).padStart(3, '0')).join('')}`;
}

interface EmulatorUserInfo {
  email?: string;
  displayName?: string;
  providerUserInfo?: { providerId?: string; rawId?: string; email?: string; displayName?: string }[];
}

/** The Google accounts in an accounts:query answer of the Auth emulator, by name. */
export function googleAccountsFrom(answer: { userInfo?: EmulatorUserInfo[] }): EmulatorGoogleAccount[] {
  const accounts: EmulatorGoogleAccount[] = [];
  for (const user of answer.userInfo ?? []) {
    const google = user.providerUserInfo?.find((p) => p.providerId === 'google.com');
    if (!google?.rawId) continue;
    accounts.push({
      sub: google.rawId,
      email: google.email ?? user.email ?? '',
      name: google.displayName ?? user.displayName ?? '',
    });
  }
  return accounts.sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}

/**
 * The Google accounts the Auth emulator holds, as its own account picker lists them. Emulator
 * only: the emulator takes "Bearer owner" as its admin; a real project never answers this.
 */
export async function listEmulatorGoogleAccounts(projectId: string): Promise<EmulatorGoogleAccount[]> {
  const res = await fetch(
    `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/accounts:query`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ returnUserInfo: true }),
    },
  );
  if (!res.ok) throw new Error(`The Auth emulator answered ${res.status}`);
  return googleAccountsFrom((await res.json()) as { userInfo?: EmulatorUserInfo[] });
}
