// Keeps the Facebook click id for attribution and takes it out of the address bar.
export const FBCLID_STORAGE_KEY = 'recess_fbclid';

export interface StoredFbclid {
  value: string;
  timestamp: number;
}

/** Stores ?fbclid= in session storage with a timestamp and removes it from the URL, without a reload. */
export function captureFbclid(win: Window = window, now: () => number = Date.now): StoredFbclid | null {
  const url = new URL(win.location.href);
  const value = url.searchParams.get('fbclid');
  if (value === null) return null;
  url.searchParams.delete('fbclid');
  const stored: StoredFbclid = { value: value.slice(0, 500), timestamp: now() };
  try {
    if (stored.value) win.sessionStorage.setItem(FBCLID_STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('Could not keep the click id', error);
  }
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return stored.value ? stored : null;
}

export function readFbclid(win: Window = window): StoredFbclid | null {
  try {
    const raw = win.sessionStorage.getItem(FBCLID_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredFbclid) : null;
  } catch {
    return null;
  }
}
