// Where a visitor sent to sign in goes back to afterwards: ?next= on /signin, /signup and /profile-completion,
// same-site paths only.

export const RETURN_PARAM = 'next';

const ORIGIN = 'https://recess.invalid';

/**
 * The path to return to, or null: only a path on this site ("/settings?tab=1"), never another
 * origin ("//evil.example", "https://...", "/\\evil.example"), a sign-in page itself or junk.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (url.pathname === '/signin' || url.pathname === '/signup') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /signin (or /signup, or /profile-completion after them) that returns to `returnTo` afterwards. */
export function signInPath(
  returnTo: string | null,
  page: '/signin' | '/signup' | '/profile-completion' = '/signin',
): string {
  const path = safeReturnPath(returnTo);
  return path ? `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}` : page;
}

/** The safe ?next= of a query string ("?next=%2Fevents"), or null. */
export function returnPathIn(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
