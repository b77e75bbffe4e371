// Where a visitor sent to sign in goes back to afterwards: ?next= on /signin and /signup, same-site paths only.

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

/** /signin (or /signup) that returns to `returnTo` after signing in. */
export function signInPath(returnTo: string | null, page: '/signin' | '/signup' = '/signin'): string {
  const path = safeReturnPath(returnTo);
  return path ? `${page}?${RETURN_PARAM}=${encodeURIComponent(path)}` : page;
}
